import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { FormData, LayoutField, LayoutPage } from '../../adapters/types';
import { CONTEXT } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';

const both = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
const opt = (key: string, en: string, extra: Record<string, unknown> = {}) => ({ key, value: both(en, `${en} (fr)`), ...extra });

const seats: LayoutField = { name: 'seats', type: 'radio', label: both('Passenger seats', 'Places passagers'), options: [opt('2', 'Two'), opt('6', 'Six')] };
const limit: LayoutField = {
  name: 'limit',
  type: 'dropdown',
  label: both('Limit', 'Limite'),
  options: [opt('100000', '$100,000', { rules: { visible: { '==': [{ var: 'seats' }, '2'] } } }), opt('1000000', '$1,000,000')],
};
const deductible: LayoutField = {
  name: 'deductible',
  type: 'dropdown',
  label: both('Deductible', 'Franchise'),
  options: [opt('500', '$500'), opt('1000', '$1,000')],
  tags: [{ key: 'clear_on_change', value: 'limit' }],
};
const begin: LayoutField = {
  name: 'begin',
  type: 'radio',
  label: both('Begin', 'Début'),
  options: [opt('past', 'Last month'), opt('future', 'Next month')],
  rules: { warning: { when: { '==': [{ var: 'begin' }, 'past'] }, message: both('Your coverage starts before today.', 'Votre protection commence avant aujourd’hui.') } },
};
const PAGE: LayoutPage = { route_name: 'aircraft', title: both('Aircraft', 'Aéronef'), form_container: { rows: [{ sections: [{ fields: [seats, limit, deductible, begin] }] }] } };

beforeAll(() => preloadTheme());

function renderPage(locale: 'en-CA' | 'fr-CA' = 'en-CA', data: FormData = {}) {
  const onSubmit = vi.fn<(data: FormData) => void>();
  render(<JourneyForm compiled={compileLayout(PAGE, { ...CONTEXT, locale })} data={data} locale={locale} onSubmit={onSubmit} />);
  return { onSubmit };
}
const choices = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((o) => o.textContent);

describe('option rules in the browser', () => {
  it('a choice whose rule is false is not offered, and comes back when it holds again', async () => {
    renderPage('en-CA', { seats: '2' });
    expect(choices('Limit')).toContain('$100,000');
    await userEvent.click(screen.getByRole('radio', { name: 'Six' }));
    expect(choices('Limit')).not.toContain('$100,000');
    expect(choices('Limit')).toContain('$1,000,000');
    await userEvent.click(screen.getByRole('radio', { name: 'Two' }));
    expect(choices('Limit')).toContain('$100,000');
  });
});

describe('option rules of coverage tiles, check boxes and radio buttons', () => {
  const weight: LayoutField = { name: 'mtow', type: 'radio', label: both('Weight', 'Masse'), options: [opt('light', 'Light'), opt('heavy', 'Heavy')] };
  const light = { rules: { visible: { '==': [{ var: 'mtow' }, 'light'] } } };
  const TILES: LayoutPage = {
    route_name: 'coverage',
    title: both('Coverage', 'Protection'),
    form_container: {
      rows: [{ sections: [{ fields: [
        weight,
        { name: 'cov', type: 'coverage-tile', label: both('Liability', 'Responsabilité'), options: [opt('basic', 'Basic', { options: [opt('100000', '$100,000', light), opt('2000000', '$2,000,000')] }), opt('plus', 'Plus', { ...light, options: [opt('2000000', '$2,000,000')] })] },
        { name: 'extras', type: 'multicheckbox', label: both('Extras', 'Extras'), options: [opt('cyber', 'Cyber', light), opt('crime', 'Crime')] },
        { name: 'term', type: 'radio', label: both('Term', 'Durée'), options: [opt('monthly', 'Monthly', light), opt('yearly', 'Yearly')] },
      ] }] }],
    },
  };

  it('leaves out the tiles, limits, boxes and buttons whose rule is false', async () => {
    render(<JourneyForm compiled={compileLayout(TILES, CONTEXT)} data={{ mtow: 'light' }} locale="en-CA" onSubmit={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Plus' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cyber' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Heavy' }));
    expect(screen.queryByRole('radio', { name: 'Plus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Cyber' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Crime' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Monthly' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Basic' }));
    expect(choices('Limit for Basic')).toEqual(['Choose a limit', '$2,000,000']);
  });
});

describe('clear_on_change in the browser', () => {
  it('clears the deductible when the limit changes, not when another answer does', async () => {
    const { onSubmit } = renderPage('en-CA', { seats: '2', limit: '100000' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Deductible' }), '1000');
    await userEvent.click(screen.getByRole('radio', { name: 'Next month' }));
    expect(screen.getByRole('combobox', { name: 'Deductible' })).toHaveValue('1000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Limit' }), '1000000');
    expect(screen.getByRole('combobox', { name: 'Deductible' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ seats: '2', limit: '1000000', begin: 'future' });
  });
});

describe('warnings in the browser', () => {
  it('shows a notice under the field while its rule holds, closes it with its link, and never blocks Continue', async () => {
    const { onSubmit } = renderPage();
    expect(screen.queryByText('Your coverage starts before today.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Last month' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your coverage starts before today.');
    await userEvent.click(within(notice).getByRole('link', { name: 'Close' }));
    expect(screen.queryByText('Your coverage starts before today.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Last month' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your coverage starts before today.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ begin: 'past' });
  });

  it('speaks French on a French page', async () => {
    renderPage('fr-CA', { begin: 'past' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Votre protection commence avant aujourd’hui.');
    expect(within(notice).getByRole('link', { name: 'Fermer' })).toBeInTheDocument();
  });
});

describe('a renewal’s begin date (keep_answer) in the browser', () => {
  // the aviation rule: locked while the saved date is today or later (docs/requirements.md §2.11)
  const start: LayoutField = {
    name: 'begin_date',
    type: 'calendar',
    label: both('Begin date', 'Date de début'),
    tags: [{ key: 'keep_answer', value: true }],
    validations: [{ name: 'required' }],
    rules: { disabled: { and: [{ '!=': [{ var: '$context.application_type' }, 'NEW'] }, { '>=': [{ var: 'begin_date' }, { today: [] }] }] } },
  };
  const RENEWAL: LayoutPage = { route_name: 'dates', title: both('Dates', 'Dates'), form_container: { rows: [{ sections: [{ fields: [start] }] }] } };
  const renderRenewal = (saved: FormData) => {
    const onSubmit = vi.fn<(data: FormData) => void>();
    const compiled = compileLayout(RENEWAL, { ...CONTEXT, applicationType: 'RENEWAL' });
    render(<JourneyForm compiled={compiled} data={saved} saved={saved} formContext={{ today: '2026-06-01' }} locale="en-CA" onSubmit={onSubmit} />);
    return { onSubmit, box: screen.getByRole('textbox', { name: 'Begin date' }) };
  };

  it('a saved date in the past stays editable while a later one is typed', async () => {
    const { onSubmit, box } = renderRenewal({ begin_date: '2026-05-01' });
    expect(box).toBeEnabled();
    await userEvent.clear(box);
    await userEvent.type(box, '20062026');
    await userEvent.tab();
    expect(box).toBeEnabled();
    expect(box).toHaveValue('20/06/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ begin_date: '2026-06-20' });
  });

  it('a saved date from today on is shown disabled and kept', async () => {
    const { onSubmit, box } = renderRenewal({ begin_date: '2026-07-01' });
    expect(box).toBeDisabled();
    expect(box).toHaveValue('01/07/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ begin_date: '2026-07-01' });
  });
});
