import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError, Locale } from '../../../adapters/types';
import { renderIntl } from '../../harness/render-intl';
import { ErrorSummary } from './ErrorSummary';

const errors: FieldError[] = [
  { field: 'first_name', label: 'First name', message: 'This field is required.' },
  { field: 'first_name', label: 'First name', message: 'A second error of the same field.' },
  { field: 'email', label: 'Email', message: 'Enter a valid email address.' },
];

function show(locale: Locale, onSelect = vi.fn()) {
  renderIntl(<ErrorSummary errors={errors} locale={locale} idFor={(path) => `root.${path}`} onSelect={onSelect} />, locale);
  return onSelect;
}

describe('ErrorSummary', () => {
  it('names each field once, in order, in an alert region, with a link per field', async () => {
    const onSelect = show('en-CA');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please correct the following: First name and Email.');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['First name: This field is required.', 'Email: Enter a valid email address.']);
    expect(links[1]).toHaveAttribute('href', '#root.email');
    await userEvent.click(links[1]!);
    expect(onSelect).toHaveBeenCalledWith('email');
  });

  it('follows French typography: a no-break space before the colon', () => {
    show('fr-CA');
    const links = screen.getAllByRole('link');
    expect(links[0]!.textContent).toBe('First name\u00a0: This field is required.');
  });

  it.each([
    ['en-CA', 'Please correct the following: Email and “Who is the named insured?”', 'Who is the named insured? This field is required.'],
    ['fr-CA', 'Veuillez corriger les éléments suivants\u00a0: Email et «\u00a0Who is the named insured?\u00a0»', 'Who is the named insured? This field is required.'],
  ] as const)('never ends a label that is a question with "?." or "?:" (%s)', (locale, sentence, item) => {
    const questions: FieldError[] = [
      { field: 'email', label: 'Email', message: 'Enter a valid email address.' },
      { field: 'insured', label: 'Who is the named insured?', message: 'This field is required.' },
    ];
    renderIntl(<ErrorSummary errors={questions} locale={locale} idFor={(path) => path} onSelect={vi.fn()} />, locale);
    expect(screen.getByText(/^(Please|Veuillez)/).textContent).toBe(sentence);
    expect(screen.getAllByRole('link')[1]!.textContent).toBe(item);
  });

  it('counts the fields in its sentence when there are more than three, and names each in the list', () => {
    const many: FieldError[] = ['a', 'b', 'c', 'd'].map((f) => ({ field: f, label: `Field ${f}`, message: 'This field is required.' }));
    renderIntl(<ErrorSummary errors={many} locale="en-CA" idFor={(path) => path} onSelect={vi.fn()} />);
    expect(screen.getByText(/^Please correct/).textContent).toBe('Please correct the 4 answers listed below.');
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('keeps an empty live region when there is no error', () => {
    renderIntl(<ErrorSummary errors={[]} locale="en-CA" idFor={(path) => path} onSelect={vi.fn()} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
