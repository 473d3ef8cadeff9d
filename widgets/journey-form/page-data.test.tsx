import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { FormData, LayoutPage } from '../../adapters/types';
import type { Lookup } from '../complex/typeahead/lookup';
import { COMPLEX_PAGE, CONTEXT } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';

const both = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });

const FINANCE_PAGE: LayoutPage = {
  route_name: 'payment',
  title: both('Payment', 'Paiement'),
  form_container: {
    rows: [
      {
        sections: [
          {
            fields: [
              {
                name: 'plan',
                type: 'finance-tile',
                label: both('Payment plan', 'Mode de paiement'),
                markdownText: both('Call us for your premium.', 'Appelez-nous pour votre prime.'),
                options: [
                  { key: 'yearly', value: both('Yearly', 'Annuel') },
                  { key: 'monthly', value: both('Monthly', 'Mensuel'), selected: true },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
};

/** An aircraft page whose hull value is asked only when another step chose hull coverage. */
const HULL_PAGE: LayoutPage = {
  route_name: 'aircraft',
  title: both('Aircraft', 'Aéronefs'),
  form_container: {
    rows: [
      {
        sections: [
          {
            fields: [
              { name: 'make_model', type: 'textbox', label: both('Make and model', 'Marque et modèle') },
              {
                name: 'hull_value',
                type: 'textbox',
                label: both('Agreed hull value', 'Valeur agréée du corps d’aéronef'),
                tags: [{ key: 'format', value: 'currency' }],
                rules: { visible: { '==': [{ var: '$answers.coverage_type' }, 'hull_liability'] } },
                validations: [{ name: 'required' }],
              },
            ],
          },
        ],
      },
    ],
  },
};

/** What a journey page hands its fields beyond the layout: lookups for typeaheads, the quote's finance data, other steps' answers. */
// the lazy widgets' and panels' code is there, as on a page that preloads what it names (preload.ts)
beforeAll(() => preloadTheme());

describe('JourneyForm page data', () => {
  it('gives a typeahead its lookup: called from 4 characters, the chosen {key, value} stored', async () => {
    const lookup = vi.fn<Lookup>(async () => [{ key: 'q1', value: '1 Queen St E, Toronto' }]);
    const lookups = { address: lookup };
    const onChange = vi.fn<(data: FormData) => void>();
    render(<JourneyForm compiled={compileLayout(COMPLEX_PAGE, CONTEXT)} data={{}} locale="en-CA" lookups={lookups} onChange={onChange} onSubmit={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Mailing address' });
    await userEvent.type(box, 'Que');
    expect(lookup).not.toHaveBeenCalled();
    await userEvent.type(box, 'e');
    await userEvent.click(await screen.findByRole('option', { name: '1 Queen St E, Toronto' }));
    expect(lookup).toHaveBeenLastCalledWith('Quee');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ address: { key: 'q1', value: '1 Queen St E, Toronto' } }));
    expect(box).toHaveValue('1 Queen St E, Toronto');
  });

  it('shows the finance tile’s amounts from the finance data', () => {
    const finance = { yearly_amount: 1200, installment_amount: 105.5, down_payment: 210 };
    render(<JourneyForm compiled={compileLayout(FINANCE_PAGE, CONTEXT)} data={{}} locale="en-CA" finance={finance} onSubmit={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByText('$105.50 per month')).toBeInTheDocument();
    expect(screen.getByText('Down payment: $210.00')).toBeInTheDocument();
    expect(screen.queryByText('Call us for your premium.')).not.toBeInTheDocument();
  });

  it('reads other steps’ answers ($answers): a field they hide is not shown, not required and not sent', async () => {
    const onSubmit = vi.fn<(data: FormData) => void>();
    const compiled = compileLayout(HULL_PAGE, CONTEXT);
    const data = { make_model: 'Cessna 172', hull_value: 250000 };
    const { unmount } = render(<JourneyForm compiled={compiled} data={data} answers={{ coverage_type: 'liability' }} locale="en-CA" onSubmit={onSubmit} />);
    expect(screen.queryByRole('textbox', { name: /Agreed hull value/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ make_model: 'Cessna 172' });
    unmount();

    const asked = vi.fn<(data: FormData) => void>();
    render(<JourneyForm compiled={compiled} data={{ make_model: 'Cessna 172' }} answers={{ coverage_type: 'hull_liability' }} locale="en-CA" onSubmit={asked} />);
    expect(screen.getByRole('textbox', { name: /Agreed hull value/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows the configured unavailable message without finance data', () => {
    render(<JourneyForm compiled={compileLayout(FINANCE_PAGE, CONTEXT)} data={{}} locale="en-CA" onSubmit={vi.fn()} />);
    expect(screen.getByText('Call us for your premium.')).toBeInTheDocument();
    expect(screen.queryByText(/per month/)).not.toBeInTheDocument();
  });
});
