import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { LayoutField, LayoutPage } from '../../adapters/types';
import { CONTEXT } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';

const both = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
const list = (name: string, en: string, fr: string, required: boolean): LayoutField => ({
  name,
  type: 'multifieldv2',
  label: both(en, fr),
  ...(required ? { validations: [{ name: 'required' as const }] } : {}),
  components: [{ name: 'registration', type: 'textbox', label: both(`${en} registration`, `Immatriculation (${fr})`), validations: [{ name: 'required' }] }],
});
const PAGE: LayoutPage = {
  route_name: 'fleet',
  title: both('Fleet', 'Flotte'),
  form_container: { rows: [{ sections: [{ fields: [list('aircraft', 'Aircraft', 'Aéronef', true), list('gliders', 'Glider', 'Planeur', false)] }] }] },
};
const compiled = compileLayout(PAGE, CONTEXT);

/** A list starts with nothing in it, whether it is required or not; a required one says so on Continue. */
// the lazy widgets' and panels' code is there, as on a page that preloads what it names (preload.ts)
beforeAll(() => preloadTheme());

describe('a multifield list on a fresh page', () => {
  it('starts empty with its Add button, required or not', () => {
    render(<JourneyForm compiled={compiled} data={{}} locale="en-CA" onSubmit={vi.fn()} />);
    for (const name of ['Aircraft', 'Glider']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByText('Nothing added yet.')).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Add' })).toBeEnabled();
      expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
    }
  });

  it('shows the required list’s error on Continue and submits nothing; the optional one has none', async () => {
    const onSubmit = vi.fn();
    render(<JourneyForm compiled={compiled} data={{}} locale="en-CA" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Aircraft' })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('region', { name: 'Glider' })).not.toHaveAccessibleDescription();
  });

  it('lets the optional list stay empty on Continue', async () => {
    const onSubmit = vi.fn();
    render(<JourneyForm compiled={compiled} data={{ aircraft: [{ registration: 'C-GABC' }] }} locale="en-CA" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ aircraft: [{ registration: 'C-GABC' }] });
  });
});
