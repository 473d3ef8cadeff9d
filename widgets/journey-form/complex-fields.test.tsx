import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { FormData } from '../../adapters/types';
import { validatePage } from '../../adapters/validators';
import { COMPLEX_PAGE, CONTEXT } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';

const compiled = compileLayout(COMPLEX_PAGE, CONTEXT);
const REQUIRED = 'This field is required.';

function renderPage(data: FormData = {}) {
  return render(<JourneyForm compiled={compiled} data={data} locale="en-CA" onSubmit={vi.fn()} />);
}

/** Each complex field on a real page: one name for each control, each error shown once. */
// the lazy widgets' and panels' code is there, as on a page that preloads what it names (preload.ts)
beforeAll(() => preloadTheme());

describe('complex fields on a journey page', () => {
  it('names every group and control once, by its visible label', () => {
    const { container } = renderPage();
    expect(screen.getByRole('group', { name: 'Professional liability' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Ground coverage' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Payment plan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mailing address' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Share of your practice' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aircraft' })).toBeInTheDocument();
    for (const text of ['Professional liability', 'Ground coverage', 'Payment plan', 'Terms', 'Share of your practice', 'Aircraft']) {
      expect(screen.getAllByText(text), text).toHaveLength(1);
    }
    // a <label for> that points at something no label can name is a second, broken label
    for (const label of container.querySelectorAll('label[for]')) {
      const target = document.getElementById(label.getAttribute('for') ?? '');
      expect(target?.matches('input, select, textarea, button'), `label "${label.textContent}"`).toBe(true);
    }
    for (const control of container.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), select')) {
      expect(control.labels?.length ?? 0, control.id).toBeLessThanOrEqual(1);
      expect(control).toHaveAccessibleName();
    }
  });

  it('on Continue shows each field’s error once, tied to its control, as the server words it', async () => {
    const data = { split: { audit: 10 } };
    const said = (field: string) => validatePage(compiled, data).find((error) => error.field === field)?.message ?? '';
    renderPage(data);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const shown: [HTMLElement, string][] = [
      [screen.getByRole('group', { name: 'Professional liability' }), said('coverage')],
      [screen.getByRole('radiogroup', { name: 'Ground coverage' }), said('ground')],
      [screen.getByRole('radiogroup', { name: 'Payment plan' }), said('plan')],
      [screen.getByRole('combobox', { name: 'Mailing address' }), said('address')],
      [screen.getByRole('group', { name: 'Share of your practice' }), said('split')],
      // the required list starts empty, so it is missing too
      [screen.getByRole('region', { name: 'Aircraft' }), said('aircraft')],
    ];
    for (const [control, message] of shown) {
      expect(message, control.id).not.toBe('');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole('group', { name: 'Share of your practice' })).toHaveAccessibleDescription(`Total: 10% ${said('split')}`);
    // beside the fields, each message once per field that has it (the summary's links say "Label: message")
    const messages = shown.map(([, message]) => message);
    for (const message of new Set(messages)) {
      expect(screen.getAllByText(message), message).toHaveLength(messages.filter((m) => m === message).length);
    }
  });

  it('says a wrong split total once, not once from the page and once from the field', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Audit' }), '10');
    // Audit → Tax stays inside the split; the second tab leaves it, which is when the page judges the total
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('group', { name: 'Share of your practice' })).toHaveAccessibleDescription(
      'Total: 10% The percentages must add up to 100%. They now add up to 10%.',
    );
    expect(screen.getAllByText(/^The percentages must add up to 100%/)).toHaveLength(1);
  });

  it('says "choose a suggestion" alone when text is typed but nothing chosen', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('combobox', { name: 'Mailing address' }), 'Queen');
    await userEvent.tab();
    expect(screen.getAllByText('Choose a suggestion from the list.')).toHaveLength(1);
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mailing address' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the list’s own error under its heading', async () => {
    renderPage({ aircraft: [], coverage: { key: 'plus', limit: 1000000 }, ground: 'none', plan: 'yearly' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('region', { name: 'Aircraft' })).toHaveAccessibleDescription(REQUIRED);
    // the list and the mailing address are the two fields left empty
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
  });
});
