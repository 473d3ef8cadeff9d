/**
 * Page popups (README "For analysts", Popups) as the applicant meets them, on the example page
 * schemas/programs/_examples/pages/popups.json: with its markdown as the server sends it beside the page.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import { markdownOfPage } from '../../adapters/markdown/page-markdown';
import type { FieldError, FormData, LayoutPage, Locale } from '../../adapters/types';
import example from '../../schemas/programs/_examples/pages/popups.json';
import { MarkdownHtmlContext } from '../inputs/markdown/markdown-html';
import { CONTEXT } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';

const page = example as LayoutPage;
const html = markdownOfPage(page);
const named = { first_name: 'Jeanne', last_name: 'Tremblay' };

function renderPage(data: FormData, { locale = 'en-CA', serverErrors }: { locale?: Locale; serverErrors?: FieldError[] } = {}) {
  const onSubmit = vi.fn<(data: FormData) => void>();
  const compiled = compileLayout(page, { ...CONTEXT, program: '_examples', locale });
  render(
    <MarkdownHtmlContext.Provider value={(source) => html[source]}>
      <JourneyForm compiled={compiled} data={data} locale={locale} onSubmit={onSubmit} serverErrors={serverErrors} />
    </MarkdownHtmlContext.Provider>,
  );
  return { onSubmit };
}

beforeAll(() => preloadTheme());

describe('page popups', () => {
  it('a continue popup opens on Continue once the page is valid; its button gives the answer and the save carries it', async () => {
    const { onSubmit } = renderPage({ ...named, has_premises: 'n' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Add cyber cover?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText('data breach', { selector: 'strong' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // the answer the popup gives is not asked for on the page
    expect(screen.queryByText('Please correct the following', { exact: false })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add cyber cover' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...named, has_premises: 'n', cyber_choice: 'accepted' });
  });

  it('does not open on Continue while other answers are in error', async () => {
    const { onSubmit } = renderPage({ first_name: 'Jeanne', has_premises: 'n' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves without asking again when the answer was given before', async () => {
    const { onSubmit } = renderPage({ ...named, has_premises: 'n', cyber_choice: 'declined' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...named, has_premises: 'n', cyber_choice: 'declined' });
  });

  it('a failing check that names a dialog opens it and blocks the save; closing it leads to the field', async () => {
    const { onSubmit } = renderPage({ first_name: 'Marie-Geneviève-Alexandrine', last_name: 'Bouchard-Lefebvre', has_premises: 'n', cyber_choice: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Your name is too long' });
    expect(within(dialog).getByText('40 characters', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit my name' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveFocus();
  });

  it('a refused save whose check names a dialog opens it too', () => {
    renderPage({ ...named, has_premises: 'n' }, { serverErrors: [{ field: 'last_name', label: 'Last name', message: 'Too long.', dialog: 'nameError' }] });
    expect(screen.getByRole('alertdialog', { name: 'Your name is too long' })).toBeInTheDocument();
  });

  it('a change popup opens when its field changes to an answer its rule wants; Escape closes it', async () => {
    renderPage({ ...named });
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const dialog = screen.getByRole('alertdialog', { name: /Premises liability/ });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: 'I understand' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a load popup opens with the page when its rule holds', async () => {
    renderPage({});
    const dialog = screen.getByRole('alertdialog', { name: 'Before you start' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('speaks French on a French page', async () => {
    const { onSubmit } = renderPage({ ...named, has_premises: 'n' }, { locale: 'fr-CA' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ajouter une protection cyber?' });
    expect(within(dialog).getByText('atteinte aux données', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Non, merci' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cyber_choice: 'declined' });
  });
});
