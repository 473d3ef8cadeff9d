/**
 * The quick renewal's claims popup (docs/requirements.md §2.11) on the real gold-wings page
 * qr-eligibility-ot: a claim opens it; its regular-renew button asks the app to act
 * (`then: regular_renewal`); its quick-renew button puts the answer back to No, the error with it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import { markdownOfPage } from '../../adapters/markdown/page-markdown';
import type { FormData, LayoutPage } from '../../adapters/types';
import qr from '../../schemas/programs/CANGLDWNG/pages/qr-eligibility-ot.json';
import { MarkdownHtmlContext } from '../inputs/markdown/markdown-html';
import { CONTEXT } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';

const page = qr as LayoutPage;
const html = markdownOfPage(page);
const ELIGIBLE = { qa_used_for_hire_or_reward: 'n', qa_used_for_aerobatics_or_racing: 'n', qa_based_outside_canada: 'n', qa_insurance_declined: 'n', qa_all_pilots_licensed: 'y' };
const CLAIMS = 'Since your policy started, have you or any pilot had an aviation accident, incident or insurance claim?';

function renderPage(data: FormData) {
  const onSubmit = vi.fn<(data: FormData) => void>();
  const onPopupAction = vi.fn();
  const compiled = compileLayout(page, { ...CONTEXT, program: 'CANGLDWNG', applicationType: 'QUICK_RENEWAL', locale: 'en-CA' });
  render(
    <MarkdownHtmlContext.Provider value={(source) => html[source]}>
      <JourneyForm compiled={compiled} data={data} locale="en-CA" onSubmit={onSubmit} onPopupAction={onPopupAction} />
    </MarkdownHtmlContext.Provider>,
  );
  return { onSubmit, onPopupAction };
}

beforeAll(() => preloadTheme());

describe('the quick renewal’s claims popup', () => {
  it('opens on a claim; regular renewal asks the app for it and saves nothing', async () => {
    const { onSubmit, onPopupAction } = renderPage(ELIGIBLE);
    await userEvent.click(within(screen.getByRole('radiogroup', { name: CLAIMS })).getByRole('radio', { name: 'Yes' }));
    const dialog = screen.getByRole('alertdialog', { name: 'A claim since your policy started' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regular renewal' }));
    expect(onPopupAction).toHaveBeenCalledWith('regular_renewal');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeping the quick renewal puts the answer back to No, its error gone, and Continue saves it', async () => {
    const { onSubmit, onPopupAction } = renderPage(ELIGIBLE);
    const claims = screen.getByRole('radiogroup', { name: CLAIMS });
    await userEvent.click(within(claims).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep my quick renewal (no claim)' }));
    expect(within(claims).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByText('A claim or incident since your policy started needs the regular renewal.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ ...ELIGIBLE, qa_claims_since_renewal: 'n' });
    expect(onPopupAction).not.toHaveBeenCalled();
  });
});
