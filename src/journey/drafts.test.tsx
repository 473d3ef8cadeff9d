/**
 * Nothing typed is lost: the step page with a fake server at the HTTP boundary (fetch), the real
 * routes, API client, layouts and form. Drafts are written a moment after typing stops and as the
 * page is hidden, restored with a notice, discarded on request; a save the network loses is sent
 * again; a 409's reload keeps what was typed.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../schemas/programs/CANACCT/journey.json';
import generalInformation from '../../schemas/programs/CANACCT/pages/general-information.json';
import importantInformation from '../../schemas/programs/CANACCT/pages/important-information.json';
import additionalEntity from '../../schemas/programs/CANACCT/pages/additional-entity.json';
import { ACCOUNTANT } from '../app/testing/sessions';
import { renderApp } from '../app/testing/render-app';
import { markdownOfPage } from '../../adapters/markdown/page-markdown';
import type { LayoutPage } from '../../adapters/types';
import catalogue from '../../schemas/config/errors.json';

const STEP = 'GENERAL_INFORMATION';
const DRAFT_URL = `/smb/cnc/api/v2/proposals/drafts/${STEP}`;

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const savedAnswers = {
  first_name: 'Benoît',
  last_name: 'Comptable',
  email_address: 'benoit@example.com',
  language_code: 'fr',
  is_qa_individual_or_corporation: 'individual',
  business_province: 'QC',
  professional_designation: 'CPA',
  coverage_begin_date: iso(10),
};

const proposal = (revision: number, answers: Record<string, unknown> = savedAnswers) => ({
  id: 'p1',
  status: 'IN_PROGRESS',
  type: 'NEW',
  progress_states_revision: revision,
  current_progress_state: STEP,
  progress_states: [{ name: STEP, completed: true, form_elements: answers }],
});

type Reply = { status: number; body?: unknown } | 'offline';
interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  keepalive: boolean;
}

const LAYOUTS: Record<string, unknown> = { journey, 'important-information': importantInformation, 'general-information': generalInformation, 'additional-entity': additionalEntity };

/** A fake server: the real layouts; proposals and drafts from the replies given, in order (the last one repeats). */
function fakeServer(replies: { GET: Reply[]; PATCH?: Reply[]; drafts?: unknown[]; PUT?: Reply[]; withCatalogue?: boolean }) {
  const calls: Call[] = [];
  const next = (queue: Reply[] | undefined) => (queue && queue.length > 1 ? queue.shift() : queue?.[0]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined, keepalive: init.keepalive === true });
      const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
      const answer = (reply: Reply | undefined, fallback: () => Response) => {
        if (reply === 'offline') throw new TypeError('Failed to fetch');
        return reply ? json(reply.status, reply.body) : fallback();
      };
      if (url.startsWith('/smb/cnc/api/v2/config?')) {
        const page = new URL(url, 'http://x').searchParams.get('page')!;
        if (page === 'errors' && replies.withCatalogue) {
          // the shipped error catalogue, in English (otherwise it cannot be read: the page's own words)
          const records = catalogue.records.map((r) => ({ ...r, title: r.title['en-CA'], message: r.message['en-CA'] }));
          return json(200, { client: 'CANACCT', page, kind: 'component', locale: 'en-CA', content_hash: 'h', content: { records } });
        }
        const content = LAYOUTS[page];
        if (!content) return json(404, {});
        if (page === 'journey') return json(200, { client: 'CANACCT', page, kind: 'journey', locale: 'en-CA', content_hash: 'h', content });
        return json(200, { client: 'CANACCT', page, kind: 'layout', locale: 'en-CA', content_hash: 'h', content, markdown: markdownOfPage(content as LayoutPage) });
      }
      if (url === '/smb/cnc/api/v2/proposals/drafts') return json(200, { drafts: replies.drafts ?? [] });
      if (url === DRAFT_URL && method === 'PUT') {
        return answer(next(replies.PUT), () => json(200, { name: STEP, revision: Number((init.headers as Record<string, string>).revision), saved_at: new Date().toISOString() }));
      }
      if (url === DRAFT_URL && method === 'DELETE') return json(204);
      if (url === '/smb/cnc/api/v2/proposals') {
        return answer(next(replies[method as 'GET' | 'PATCH']), () => json(404, { status: 404 }));
      }
      return json(404, { status: 404, message: 'not found' });
    }),
  );
  return calls;
}

const draftWrites = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/smb/cnc/api/v2/proposals/drafts') && c.method !== 'GET');
const typedAt = '2026-05-04T14:30:00.000Z';
const draft = (answers: Record<string, unknown>) => ({ name: STEP, revision: 4, saved_at: typedAt, form_elements: answers });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('drafts of a step', () => {
  it('restores what was typed and not saved, with a notice, and the saved answers when it is discarded', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: proposal(4) }], drafts: [draft({ ...savedAnswers, first_name: 'Béatrice' })] });
    renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    expect(await screen.findByLabelText('First name', undefined, { timeout: 15_000 })).toHaveValue('Béatrice');
    const when = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(typedAt));
    expect(screen.getByText(`We restored answers you typed on ${when} but did not save. Review them and continue.`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Discard these answers' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Benoît'));
    expect(screen.queryByText(/We restored answers/)).not.toBeInTheDocument();
    expect(draftWrites(calls).map((c) => [c.method, c.url])).toEqual([['DELETE', DRAFT_URL]]);
  });

  it('says so in French', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(4) }], drafts: [draft({ ...savedAnswers, first_name: 'Béatrice' })] });
    renderApp('/accountants/fr-ca/general-information', ACCOUNTANT);
    expect(await screen.findByLabelText('Prénom', undefined, { timeout: 15_000 })).toHaveValue('Béatrice');
    const when = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(typedAt));
    expect(screen.getByText(`Nous avons rétabli les réponses que vous avez saisies le ${when} sans les enregistrer. Vérifiez-les, puis continuez.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abandonner ces réponses' })).toBeInTheDocument();
  });

  it('a draft equal to the saved answers is not offered', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(4) }], drafts: [draft(savedAnswers)] });
    renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    expect(await screen.findByLabelText('First name', undefined, { timeout: 15_000 })).toHaveValue('Benoît');
    expect(screen.queryByText(/We restored answers/)).not.toBeInTheDocument();
  });

  it('writes the draft a moment after typing stops, at the revision, and never into the browser’s storage', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: proposal(4) }] });
    renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    const firstName = await screen.findByLabelText('First name', undefined, { timeout: 15_000 });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Béa');
    await userEvent.tab();
    expect(draftWrites(calls)).toEqual([]);
    await waitFor(() => expect(draftWrites(calls)).toHaveLength(1), { timeout: 4000 });
    const [put] = draftWrites(calls);
    expect([put!.method, put!.headers.revision, put!.keepalive]).toEqual(['PUT', '4', false]);
    expect(put!.body).toEqual({ form_elements: expect.objectContaining({ first_name: 'Béa', last_name: 'Comptable' }) });
    for (const storage of [localStorage, sessionStorage]) {
      const stored = Object.keys(storage).map((k) => storage.getItem(k)).join(' ');
      expect(stored).not.toContain('Béa');
      expect(stored).not.toContain('benoit@example.com');
    }
  });

  it('writes at once, surviving the page, when the page is hidden', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: proposal(4) }] });
    renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    const lastName = await screen.findByLabelText('Last name', undefined, { timeout: 15_000 });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Gagnon');
    await userEvent.tab();
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(draftWrites(calls)).toHaveLength(1));
    expect(draftWrites(calls)[0]).toMatchObject({ method: 'PUT', keepalive: true, body: { form_elements: expect.objectContaining({ last_name: 'Gagnon' }) } });
  });

  it('a saved step writes no draft after it, and its restored notice goes', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: proposal(4) }], PATCH: [{ status: 200, body: proposal(5) }], drafts: [draft({ ...savedAnswers, first_name: 'Béatrice' })] });
    const router = renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    const firstName = await screen.findByLabelText('First name', undefined, { timeout: 15_000 });
    await userEvent.type(firstName, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Other entities to insure' });
    expect(router.state.location.pathname).toBe('/accountants/en-ca/additional-entity');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(draftWrites(calls)).toEqual([]);
    // back on the step, the saved answers: the save discarded the draft
    await router.navigate('/accountants/en-ca/general-information');
    await waitFor(() => expect(screen.getByLabelText('First name')).toBeInTheDocument());
    expect(screen.queryByText(/We restored answers/)).not.toBeInTheDocument();
  });

  it('sends a save the network lost again, saying so, and moves on once it goes through', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: proposal(4) }], PATCH: ['offline', { status: 200, body: proposal(5) }] });
    renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    await screen.findByLabelText('First name', undefined, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Connection lost, retrying…')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Other entities to insure' }, { timeout: 4000 });
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.headers.revision)).toEqual(['4', '4']);
  });

  it('after the retries, stays on the page with the answers and says the connection was lost (French)', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(4) }], PATCH: ['offline'], PUT: ['offline'] });
    const router = renderApp('/accountants/fr-ca/general-information', ACCOUNTANT);
    const firstName = await screen.findByLabelText('Prénom', undefined, { timeout: 15_000 });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Béa');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Connexion perdue, nouvel essai…')).toBeInTheDocument();
    expect(
      await screen.findByText('Connexion perdue : vos réponses n’ont pas pu être enregistrées. Elles sont toujours sur cette page; vérifiez votre connexion, puis réessayez.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/fr-ca/general-information');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Béa');
  }, 20_000);

  it('a draft write another window made stale says so, as a save would', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(4) }], PUT: [{ status: 409, body: { status: 409, code: 10022, message: 'stale', current_revision: 5 } }] });
    renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    const firstName = await screen.findByLabelText('First name', undefined, { timeout: 15_000 });
    await userEvent.type(firstName, 'x');
    await userEvent.tab();
    expect(await screen.findByRole('heading', { level: 2, name: 'This application was changed in another window' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the application' })).toBeInTheDocument();
  });

  it('a 409 offers to reload and keeps what was typed, as the step’s draft at the new revision', async () => {
    const calls = fakeServer({
      GET: [{ status: 200, body: proposal(2) }, { status: 200, body: proposal(3, { ...savedAnswers, last_name: 'Tremblay' }) }],
      PATCH: [{ status: 409, body: { status: 409, code: 10022, message: 'stale', current_revision: 3 } }],
    });
    renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    const lastName = await screen.findByLabelText('Last name', undefined, { timeout: 15_000 });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Gagnon');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/what you typed on this page is kept for you to review/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the application' }));
    await waitFor(() => expect(screen.queryByText('This application was changed in another window')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Last name')).toHaveValue('Gagnon');
    expect(screen.getByText(/We restored answers you typed on .* but did not save/)).toBeInTheDocument();
    await waitFor(() => expect(draftWrites(calls).at(-1)).toMatchObject({ method: 'PUT', headers: { revision: '3' }, body: { form_elements: expect.objectContaining({ last_name: 'Gagnon' }) } }));
    // the other window's answers are one click away
    await userEvent.click(screen.getByRole('button', { name: 'Discard these answers' }));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Tremblay'));
  });

  it('a 409 the error catalogue has an onPage record of speaks its words, read only once the save failed; Reload stays', async () => {
    const calls = fakeServer({
      GET: [{ status: 200, body: proposal(2) }, { status: 200, body: proposal(3) }],
      PATCH: [{ status: 409, body: { status: 409, code: 10022, message: 'stale', current_revision: 3 } }],
      withCatalogue: true,
    });
    renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    const lastName = await screen.findByLabelText('Last name', undefined, { timeout: 15_000 });
    expect(calls.some((c) => c.url.includes('page=errors'))).toBe(false);
    await userEvent.type(lastName, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Your application changed elsewhere' });
    expect(title.closest('[role=alert]')).toHaveTextContent('What you typed on this page is kept for you to review.');
    expect(screen.queryByText('This application was changed in another window')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the application' }));
    await waitFor(() => expect(screen.queryByText('Your application changed elsewhere')).not.toBeInTheDocument());
  });

  it('a refusal whose catalogue record is errorPage (proposals 403 10011) leaves for the error page', async () => {
    fakeServer({
      GET: [{ status: 200, body: proposal(2) }],
      PATCH: [{ status: 403, body: { status: 403, code: 10011, message: 'forbidden' } }],
      withCatalogue: true,
    });
    const router = renderApp('/accountants/en-ca/general-information', ACCOUNTANT);
    await screen.findByLabelText('Last name', undefined, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/error/403'));
    expect(screen.queryByText(/Your answers could not be saved/)).toBeNull();
  });
});
