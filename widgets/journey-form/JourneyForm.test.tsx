import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ObjectFieldTemplateProps, WidgetProps } from '@rjsf/utils';
import { compileLayout } from '../../adapters/compile';
import type { FieldError, FormData, LayoutPage } from '../../adapters/types';
import { PAGE_TEMPLATE } from '../../adapters/widget-names';
import { DRAFT_IDLE_MS } from '../shared/use-draft';
import { createTheme } from '../theme';
import { CONTEXT, DETAILS_PAGE } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';
import type { JourneyFormProps } from './types';

const compiled = compileLayout(DETAILS_PAGE, CONTEXT);
const compiledFr = compileLayout(DETAILS_PAGE, { ...CONTEXT, locale: 'fr-CA' });

function renderForm(props: Partial<JourneyFormProps> = {}) {
  const onSubmit = vi.fn<(data: FormData) => void>();
  const onChange = vi.fn<(data: FormData) => void>();
  const view = render(<JourneyForm compiled={compiled} data={{}} locale="en-CA" onSubmit={onSubmit} onChange={onChange} {...props} />);
  return { ...view, onSubmit, onChange };
}

/** One required date. */
const datePage = (): LayoutPage => ({
  ...DETAILS_PAGE,
  form_container: {
    ...DETAILS_PAGE.form_container,
    rows: [{ sections: [{ name: 'when', fields: [{ name: 'start', type: 'calendar', label: { 'en-CA': 'Start date', 'fr-CA': 'Date de début' }, validations: [{ name: 'required' }] }] }] }],
  },
});

const field = (name: string) => screen.getByRole('textbox', { name });
const continueButton = () => screen.getByRole('button', { name: 'Save and continue' });

// the lazy widgets' and panels' code is there, as on a page that preloads what it names (preload.ts)
beforeAll(() => preloadTheme());

describe('JourneyForm', () => {
  it('reveals the follow-up question when the answer is "y" and hides it again on "n"', async () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: 'Claim details' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(field('Claim details')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Claim details' })).not.toBeInTheDocument();
  });

  it('does not submit the answer of a question that is hidden', async () => {
    const { onSubmit } = renderForm({ data: { first_name: 'ANA', email: 'ana@example.org', province: 'ON' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(field('Claim details'), 'Water damage');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(continueButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ first_name: 'ANA', email: 'ana@example.org', province: 'ON', has_claims: 'n' });
  });

  it('validates a field when it loses focus and shows only that field’s error', async () => {
    renderForm();
    await userEvent.click(field('First name'));
    await userEvent.tab();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAccessibleDescription('This field is required.');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('does not validate on each keystroke; the error goes once the fixed field loses focus at the latest', async () => {
    renderForm();
    await userEvent.click(field('First name'));
    await userEvent.tab();
    await userEvent.type(field('First name'), 'ana');
    expect(field('First name')).toHaveAccessibleDescription('This field is required.');
    await userEvent.tab();
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('clears a shown error as soon as a choice answers it, beside the field and in the summary, without blur', async () => {
    renderForm({ data: { has_claims: 'n' } });
    await userEvent.click(continueButton());
    const province = screen.getByRole('combobox', { name: 'Province' });
    await userEvent.selectOptions(province, 'ON');
    expect(province).toHaveFocus();
    expect(province).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the following: First name and Email.');
  });

  it('clears a date’s error when a date is picked, while focus is still in the field', async () => {
    render(<JourneyForm compiled={compileLayout(datePage(), CONTEXT)} data={{}} locale="en-CA" formContext={{ today: '2030-03-14' }} onSubmit={vi.fn()} />);
    await userEvent.click(continueButton());
    const date = screen.getByRole('textbox', { name: 'Start date' });
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Choose a date for Start date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday, March 20, 2030' }));
    expect(date).toHaveValue('20/03/2030');
    expect(date).toHaveFocus();
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('clears a date’s error when a typed date is committed, while focus moves to the calendar button', async () => {
    render(<JourneyForm compiled={compileLayout(datePage(), CONTEXT)} data={{}} locale="en-CA" formContext={{ today: '2030-03-14' }} onSubmit={vi.fn()} />);
    await userEvent.click(continueButton());
    const date = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(date, '20032030');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose a date for Start date' })).toHaveFocus();
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('applies the layout transform when the field loses focus, not while typing', async () => {
    const { onChange } = renderForm();
    await userEvent.type(field('First name'), 'ana');
    expect(field('First name')).toHaveValue('ana');
    await userEvent.tab();
    expect(field('First name')).toHaveValue('ANA');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ first_name: 'ANA' }));
  });

  it('on Continue lists the invalid fields as "A, B and C", marks them and focuses the first', async () => {
    const { onSubmit } = renderForm({ data: { has_claims: 'n' } });
    await userEvent.click(continueButton());
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct the following: First name, Email and Province.');
    expect(within(summary).getByRole('link', { name: 'Province: This field is required.' })).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveAccessibleDescription('This field is required.');
    expect(field('First name')).toHaveFocus();
  });

  it('moves focus to a field from its link in the summary', async () => {
    renderForm({ data: { has_claims: 'n' } });
    await userEvent.click(continueButton());
    await userEvent.click(within(screen.getByRole('alert')).getByRole('link', { name: /^Email/ }));
    expect(field('Email')).toHaveFocus();
  });

  it('joins the labels the French way in fr-CA', async () => {
    render(<JourneyForm compiled={compiledFr} data={{ has_claims: 'n', province: 'QC' }} locale="fr-CA" onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les éléments suivants : Prénom et Courriel.');
  });

  it('shows the server’s errors beside their fields and in the summary until the field is changed', async () => {
    const serverErrors: FieldError[] = [{ field: 'email', label: 'Email', message: 'This email is already registered.' }];
    renderForm({ data: { email: 'ana@example.org' }, serverErrors });
    expect(field('Email')).toHaveAccessibleDescription('This email is already registered.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the following: Email.');
    await userEvent.type(field('Email'), 'x');
    await userEvent.tab();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('takes new answers from its parent', async () => {
    const { rerender, onSubmit } = renderForm();
    rerender(<JourneyForm compiled={compiled} data={{ has_claims: 'y', claim_details: 'Hail' }} locale="en-CA" onSubmit={onSubmit} />);
    expect(field('Claim details')).toHaveValue('Hail');
    await act(async () => undefined);
  });
});

/** A theme whose widgets and page template count their renders (by field id; the page as 'page'). */
function countingTheme() {
  const renders = new Map<string, number>();
  const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);
  const base = createTheme();
  const widgets = Object.fromEntries(
    Object.entries(base.widgets).map(([name, Widget]) => {
      const Counting = (props: WidgetProps) => {
        count(props.id);
        return <Widget {...props} />;
      };
      return [name, Object.assign(Counting, { labelKind: (Widget as { labelKind?: string }).labelKind })];
    }),
  );
  const Page = base.templates[PAGE_TEMPLATE as keyof typeof base.templates] as (props: ObjectFieldTemplateProps) => React.JSX.Element;
  const CountingPage = (props: ObjectFieldTemplateProps) => {
    count('page');
    return <Page {...props} />;
  };
  const theme = { ...base, widgets, templates: { ...base.templates, [PAGE_TEMPLATE]: CountingPage } };
  const changedSince = (before: Map<string, number>) => [...renders].filter(([key, n]) => n !== before.get(key)).map(([key]) => key);
  return { theme, snapshot: () => new Map(renders), changedSince };
}

describe('JourneyForm while typing (text commits on blur, Enter or a pause)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library waits a 0 ms timeout after each event and advances it only under `jest`'s fake timers
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const typist = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const pause = (ms = DRAFT_IDLE_MS) => act(() => vi.advanceTimersByTime(ms));

  it('keeps keystrokes in the field: neither the form nor any other field re-renders, the parent hears nothing', async () => {
    const user = typist();
    const { theme, snapshot, changedSince } = countingTheme();
    const { onChange } = renderForm({ theme, data: { email: 'ana@example.org' } });
    await user.click(field('First name'));
    onChange.mockClear();
    const before = snapshot();
    await user.keyboard('ab');
    expect(field('First name')).toHaveValue('ab');
    expect(changedSince(before)).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    // the pause commits: the form renders once more, and of the fields only the one typed in
    await pause();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ first_name: 'AB', email: 'ana@example.org' });
    expect(changedSince(before).sort()).toEqual(['page', 'root.first_name']);
  });

  it('commits the typed text after a pause, not before, and at once on blur', async () => {
    const user = typist();
    const { onChange } = renderForm();
    await user.type(field('Email'), 'ana@');
    await pause(DRAFT_IDLE_MS - 50);
    expect(onChange).not.toHaveBeenCalled();
    await pause(50);
    expect(onChange).toHaveBeenLastCalledWith({ email: 'ana@' });
    await user.type(field('Email'), 'example.org');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ email: 'ana@example.org' });
  });

  it('shows a derived value once typing pauses', async () => {
    const user = typist();
    renderForm();
    await user.type(field('Revenue in Canada'), '1000');
    await user.type(field('Other revenue'), '250.5');
    // both answers are needed for a total: none until the second one is committed
    expect(field('Total revenue')).toHaveValue('');
    await pause();
    expect(field('Total revenue')).toHaveValue('$1,250.50');
    expect(field('Other revenue')).toHaveValue('250.5');
  });

  it('submits the text just typed when Enter is pressed in the field', async () => {
    const user = typist();
    const { onSubmit } = renderForm({ data: { first_name: 'ANA', province: 'ON', has_claims: 'n' } });
    await user.type(field('Email'), 'ana@example.org{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ first_name: 'ANA', email: 'ana@example.org', province: 'ON', has_claims: 'n' });
  });

  it('submits the text still being typed when the form is submitted from code', async () => {
    const user = typist();
    const { onSubmit, container } = renderForm({ data: { first_name: 'ANA', province: 'ON', has_claims: 'n' } });
    await user.type(field('Email'), 'ana@example.org');
    act(() => container.querySelector('form')?.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ first_name: 'ANA', email: 'ana@example.org', province: 'ON', has_claims: 'n' });
  });

  it('drops the server’s error of a field once its new text is committed', async () => {
    const user = typist();
    const serverErrors: FieldError[] = [{ field: 'email', label: 'Email', message: 'This email is already registered.' }];
    renderForm({ data: { email: 'ana@example.org' }, serverErrors });
    await user.type(field('Email'), 'x');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await pause();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('clears a shown error once the fixed text is committed, without blur, and marks no field that was not checked', async () => {
    const user = typist();
    renderForm();
    await user.click(field('First name'));
    await user.click(document.body);
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('First name'), 'ana');
    // no validation on a keystroke
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    await pause();
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    // Email and Province are still empty but were never checked
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('after Continue, the summary drops a field once its committed text is valid and keeps the others', async () => {
    const user = typist();
    renderForm({ data: { has_claims: 'n' } });
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the following: First name, Email and Province.');
    await user.type(field('First name'), 'ana');
    await pause();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the following: Email and Province.');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an answer changed by the parent in a field that is not being edited', async () => {
    const user = typist();
    const { rerender, onSubmit } = renderForm({ data: { email: 'ana@example.org' } });
    await user.type(field('First name'), 'ana');
    await user.tab();
    rerender(<JourneyForm compiled={compiled} data={{ first_name: 'BEA', email: 'bea@example.org' }} locale="en-CA" onSubmit={onSubmit} />);
    expect(field('First name')).toHaveValue('BEA');
    expect(field('Email')).toHaveValue('bea@example.org');
  });
});
