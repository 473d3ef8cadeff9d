import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { compileLayout } from '../../adapters/compile';
import type { FieldError, FormData } from '../../adapters/types';
import { createTheme } from '../theme';
import { CONTEXT, DETAILS_PAGE } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import type { JourneyFormProps } from './types';

const compiled = compileLayout(DETAILS_PAGE, CONTEXT);
const compiledFr = compileLayout(DETAILS_PAGE, { ...CONTEXT, locale: 'fr-CA' });

function renderForm(props: Partial<JourneyFormProps> = {}) {
  const onSubmit = vi.fn<(data: FormData) => void>();
  const onChange = vi.fn<(data: FormData) => void>();
  const view = render(<JourneyForm compiled={compiled} data={{}} locale="en-CA" onSubmit={onSubmit} onChange={onChange} {...props} />);
  return { ...view, onSubmit, onChange };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const continueButton = () => screen.getByRole('button', { name: 'Save and continue' });

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

  it('does not validate while typing; the error goes once the fixed field loses focus', async () => {
    renderForm();
    await userEvent.click(field('First name'));
    await userEvent.tab();
    await userEvent.type(field('First name'), 'ana');
    expect(field('First name')).toHaveAccessibleDescription('This field is required.');
    await userEvent.tab();
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('applies the layout transform when the field loses focus, not while typing', async () => {
    const { onChange } = renderForm();
    await userEvent.type(field('First name'), 'ana');
    expect(field('First name')).toHaveValue('ana');
    await userEvent.tab();
    expect(field('First name')).toHaveValue('ANA');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ first_name: 'ANA' }));
  });

  it('shows a derived value as the answers it depends on change', async () => {
    renderForm();
    await userEvent.type(field('Revenue in Canada'), '1000');
    expect(field('Total revenue')).toHaveValue('');
    await userEvent.type(field('Other revenue'), '250.5');
    expect(field('Total revenue')).toHaveValue('$1,250.50');
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
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('re-renders only the field being typed in', async () => {
    const renders = new Map<string, number>();
    const base = createTheme();
    const counted = Object.fromEntries(
      Object.entries(base.widgets).map(([name, Widget]) => {
        const Counting = (props: WidgetProps) => {
          renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
          return <Widget {...props} />;
        };
        return [name, Object.assign(Counting, { labelKind: (Widget as { labelKind?: string }).labelKind })];
      }),
    );
    renderForm({ theme: { ...base, widgets: counted }, data: { email: 'ana@example.org' } });
    await userEvent.click(field('First name'));
    const before = new Map(renders);
    await userEvent.keyboard('a');
    const changed = [...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id);
    expect(changed).toEqual(['root.first_name']);
    await userEvent.keyboard('b');
    expect([...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id)).toEqual(['root.first_name']);
  });

  it('takes new answers from its parent', async () => {
    const { rerender, onSubmit } = renderForm();
    rerender(<JourneyForm compiled={compiled} data={{ has_claims: 'y', claim_details: 'Hail' }} locale="en-CA" onSubmit={onSubmit} />);
    expect(field('Claim details')).toHaveValue('Hail');
    await act(async () => undefined);
  });
});
