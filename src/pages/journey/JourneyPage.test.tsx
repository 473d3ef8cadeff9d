/**
 * The journey page with a fake server at the HTTP boundary (fetch): the real routes, API client,
 * compileLayout and JourneyForm, the real accountants layouts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import generalInformation from '../../../schemas/programs/CANACCT/pages/general-information.json';
import importantInformation from '../../../schemas/programs/CANACCT/pages/important-information.json';
import additionalEntity from '../../../schemas/programs/CANACCT/pages/additional-entity.json';
import quoteFinal from '../../../schemas/programs/CANACCT/pages/quote-final.json';
import wingsJourney from '../../../schemas/programs/CANWINGS/journey.json';
import wingsAircraft from '../../../schemas/programs/CANWINGS/pages/aircraft-details-and-interested-parties.json';
import { installRuntimeCompiler } from '../../../adapters/validators/ajv';
import { installSchemaCompiler } from '../../../adapters/validators/schema-checks';
import type { Session } from '../../session/session';
import { ACCOUNTANT } from '../../app/testing/sessions';
import { renderApp } from '../../app/testing/render-app';
import { markdownOfPage } from '../../../adapters/markdown/page-markdown';
import type { LayoutPage } from '../../../adapters/types';

const session = ACCOUNTANT;

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

const proposal = (revision: number, answers: Record<string, unknown> = savedAnswers, status = 'IN_PROGRESS') => ({
  id: 'p1',
  status,
  type: 'NEW',
  progress_states_revision: revision,
  current_progress_state: 'GENERAL_INFORMATION',
  progress_states: [{ name: 'GENERAL_INFORMATION', completed: true, form_elements: answers }],
});

type Reply = { status: number; body?: unknown };
interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const ACCOUNTANTS = {
  client: 'CANACCT',
  layouts: { journey, 'important-information': importantInformation, 'general-information': generalInformation, 'additional-entity': additionalEntity, 'quote-final': quoteFinal } as Record<string, unknown>,
};

/** A fake server: config from the real layout files (markdown rendered beside, as the config service does), proposals from `answers` in order. */
function fakeServer(proposalReplies: { GET: Reply[]; PATCH?: Reply[]; POST?: Reply[] }, { client, layouts } = ACCOUNTANTS) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
      if (url.startsWith('/smb/cnc/api/v2/config?')) {
        const page = new URL(url, 'http://x').searchParams.get('page')!;
        const content = layouts[page];
        if (!content) return json(404, {});
        if (page === 'journey') return json(200, { client, page, kind: 'journey', locale: 'en-CA', content_hash: 'h', content });
        return json(200, { client, page, kind: 'layout', locale: 'en-CA', content_hash: 'h', content, markdown: markdownOfPage(content as LayoutPage) });
      }
      if (url === '/smb/cnc/api/v2/proposals') {
        const queue = proposalReplies[method as 'GET' | 'PATCH' | 'POST'] ?? [];
        const reply = queue.length > 1 ? queue.shift()! : queue[0];
        if (reply) return json(reply.status, reply.body);
      }
      return json(404, { status: 404, message: 'not found' });
    }),
  );
  return calls;
}

const renderAt = (path: string, state?: unknown, who: Session = session) => renderApp(path, who, state);

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('JourneyPage', () => {
  it("shows the layout's markdown as the server rendered it", async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(4) }] });
    renderAt('/accountants/en-ca/important-information');
    expect(await screen.findByRole('heading', { level: 2, name: 'Before you apply' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Continue', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows the step with its saved answers and the stepper, then saves with the revision and moves on', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: proposal(4) }], PATCH: [{ status: 200, body: proposal(5) }] });
    const router = renderAt('/accountants/en-ca/general-information');

    expect(await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Benoît');
    const stepper = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(stepper).getByRole('button', { name: /Step 2 of 8/ })).toBeInTheDocument();
    expect(within(stepper).getByRole('link', { name: 'Important information' })).toHaveAttribute('href', '/accountants/en-ca/important-information');

    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Other entities to insure' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/additional-entity');
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.headers).toMatchObject({ revision: '4', client: 'CANACCT', customer_number: 'C100002', 'accept-language': 'en-CA' });
    expect(patch.body).toMatchObject({
      current_progress_state: 'GENERAL_INFORMATION',
      progress_states: [{ name: 'GENERAL_INFORMATION', completed: true, form_elements: { first_name: 'Benoît', business_province: 'QC' } }],
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('moves focus to the new step’s heading after a step change, and marks only saved steps completed', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(4) }], PATCH: [{ status: 200, body: proposal(5) }] });
    renderAt('/accountants/en-ca/general-information');
    await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 });
    // the first step was never saved, but an information page always counts as completed (docs/requirements.md §2.4)
    const stepper = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(stepper).getByRole('link', { name: 'Important information' }).closest('li')).toHaveTextContent('(completed)');
    await userEvent.click(continueButton());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Other entities to insure' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    const saved = within(screen.getByRole('navigation', { name: 'Application steps' })).getByRole('link', { name: 'General information' });
    expect(saved.closest('li')).toHaveTextContent('(completed)');
  });

  it('creates the application with POST when none exists yet', async () => {
    const calls = fakeServer({ GET: [{ status: 404, body: { status: 404 } }], POST: [{ status: 201, body: proposal(1) }] });
    renderAt('/accountants/en-ca/general-information');
    await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 });
    // a new application opens with the account's names and e-mail (docs/requirements.md §2.9), which the applicant may change
    expect(screen.getByLabelText('First name')).toHaveValue('Benoît');
    expect(screen.getByLabelText('Last name')).toHaveValue('Comptable');
    expect(screen.getByLabelText('Email address')).toHaveValue('accountant@demo.test');
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), 'benoit@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'French' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    await userEvent.selectOptions(screen.getByLabelText('Province or territory of your practice'), 'QC');
    await userEvent.selectOptions(screen.getByLabelText('Professional designation'), 'CPA');
    const [y, m, d] = iso(10).split('-');
    await userEvent.type(screen.getByLabelText('Coverage start date'), `${d}${m}${y}`);
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'Other entities to insure' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.revision).toBeUndefined();
    expect(post.body).toMatchObject({ progress_states: [{ form_elements: { first_name: 'Benoît', last_name: 'Comptable', email_address: 'benoit@example.com', coverage_begin_date: iso(10) } }] });
  });

  it('shows the fields a 400 rejects beside them and in the summary, and stays', async () => {
    fakeServer({
      GET: [{ status: 200, body: proposal(2) }],
      PATCH: [
        {
          status: 400,
          body: {
            status: 400,
            code: 1001,
            message: 'Please correct the following: Email address.',
            messageList: [{ field: 'email_address', label: 'Email address', message: 'This address cannot receive mail.' }],
          },
        },
      ],
    });
    const router = renderAt('/accountants/en-ca/general-information');
    await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 });
    await userEvent.click(continueButton());
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('This address cannot receive mail.'));
    const summary = screen.getAllByRole('alert').find((a) => a.textContent?.includes('There is a problem on this page'));
    expect(summary?.textContent).toContain('Please correct the following: Email address.');
    expect(router.state.location.pathname).toBe('/accountants/en-ca/general-information');
  });

  it('says another window changed the application on a 409, and reloads the latest answers', async () => {
    const calls = fakeServer({
      GET: [{ status: 200, body: proposal(2) }, { status: 200, body: proposal(3, { ...savedAnswers, last_name: 'Tremblay' }) }],
      PATCH: [{ status: 409, body: { status: 409, code: 1009, message: 'stale', current_revision: 3 } }],
    });
    renderAt('/accountants/en-ca/general-information');
    await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 });
    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'This application was changed in another window' })).toBeInTheDocument();
    expect(screen.getByText(/Your answers on this page were not saved because the application was changed in another window/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the application' }));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Tremblay'));
    expect(screen.queryByText('This application was changed in another window')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/smb/cnc/api/v2/proposals')).toHaveLength(2);
  });

  it.each([
    [503, 'The service is temporarily unavailable'],
    [401, 'Please sign in'],
  ])('leaves for the error page on a %i', async (status, title) => {
    fakeServer({ GET: [{ status: 200, body: proposal(2) }], PATCH: [{ status, body: { status } }] });
    const router = renderAt('/accountants/en-ca/general-information');
    await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 });
    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/accountants/en-ca/error/${status}`);
  });

  it('words a failure that stays on the page with the status text in the reader’s language', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(2) }], PATCH: [{ status: 429, body: { status: 429, error: 'Too Many Requests' } }] });
    renderAt('/accountants/fr-ca/general-information');
    await screen.findByRole('heading', { level: 1, name: 'Renseignements généraux' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText("Vos réponses n'ont pas pu être enregistrées (429 Trop de requêtes). Veuillez réessayer.")).toBeInTheDocument();
  });

  it('Back saves what is on the page without validating it and goes to the previous step', async () => {
    const calls = fakeServer({
      GET: [{ status: 200, body: proposal(2) }],
      PATCH: [{ status: 400, body: { status: 400, message: 'x', messageList: [{ field: 'first_name', label: 'First name', message: 'm' }] } }],
    });
    const router = renderAt('/accountants/en-ca/general-information');
    await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 });
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/important-information'));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect((patch.body as { progress_states: { form_elements: Record<string, unknown> }[] }).progress_states[0]!.form_elements.first_name).toBeUndefined();
  });

  it('a step of the stepper saves what is on the page, then goes there', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: proposal(4) }], PATCH: [{ status: 200, body: proposal(5) }] });
    const router = renderAt('/accountants/en-ca/general-information');
    await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 });
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Béa');
    const stepper = screen.getByRole('navigation', { name: 'Application steps' });
    await userEvent.click(within(stepper).getByRole('link', { name: 'Important information' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/important-information'));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.headers).toMatchObject({ revision: '4' });
    expect(patch.body).toMatchObject({ progress_states: [{ name: 'GENERAL_INFORMATION', form_elements: { first_name: 'Béa' } }] });
  });

  it('sends an application whose status has its own page there (QUOTE_ACCEPTED → quote-final)', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(7, savedAnswers, 'QUOTE_ACCEPTED') }] });
    const router = renderAt('/accountants/en-ca/general-information');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/quote-final'), { timeout: 15_000 });
  });

  it('sends a referred application to the csr-referral page, in the reader’s language', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(7, savedAnswers, 'PENDING_CSR_REVIEW') }] });
    const router = renderAt('/accountants/fr-ca/quote-final');
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre demande est en cours d’examen' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/fr-ca/csr-referral');
  });

  it('shows a locked application read-only with a notice when the applicant looks back', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: proposal(7, savedAnswers, 'QUOTE_ACCEPTED') }] });
    renderAt('/accountants/fr-ca/general-information', { readOnlyVisit: true });
    await screen.findByRole('heading', { level: 1, name: 'Renseignements généraux' }, { timeout: 15_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Cette demande ne peut plus être modifiée en ligne.');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Benoît');
    expect(screen.getByLabelText('Prénom')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('a page opened past an unanswered step shows the expectation-failed error, which leads to that step', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(2) }] });
    const router = renderAt('/accountants/en-ca/limit-professional-liability');
    expect(await screen.findByRole('heading', { level: 1, name: 'An earlier step is not answered yet' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/error/417');
    expect(screen.getByRole('link', { name: 'Go to the step to answer' })).toHaveAttribute('href', '/accountants/en-ca/additional-entity');
  });

  it('Save changes saves, stays with the saved message, and the heading follows the answers (title_rules)', async () => {
    const withSave = {
      ...generalInformation,
      title_rules: [
        {
          when: { '==': [{ var: 'business_province' }, 'QC'] },
          title: { 'en-CA': 'General information (Quebec)', 'fr-CA': 'Renseignements généraux (Québec)' },
          heading: { 'en-CA': 'About your Quebec practice', 'fr-CA': 'Votre cabinet au Québec' },
        },
      ],
      form_container: {
        ...generalInformation.form_container,
        buttons: [...generalInformation.form_container.buttons, { name: 'save', type: 'save', label: { 'en-CA': 'Save changes', 'fr-CA': 'Enregistrer les modifications' } }],
      },
    };
    const calls = fakeServer(
      { GET: [{ status: 200, body: proposal(4) }], PATCH: [{ status: 200, body: proposal(5) }] },
      { ...ACCOUNTANTS, layouts: { ...ACCOUNTANTS.layouts, 'general-information': withSave } },
    );
    const router = renderAt('/accountants/en-ca/general-information');
    expect(await screen.findByRole('heading', { level: 1, name: 'About your Quebec practice' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^General information \(Quebec\) · /));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/general-information');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('answers an unknown step with the not-found page', async () => {
    fakeServer({ GET: [{ status: 200, body: proposal(2) }] });
    renderAt('/accountants/en-ca/no-such-step');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

/**
 * Combined wings: the aircraft page's hull value is shown by the coverage type chosen on the first
 * step (`$answers.coverage_type`); the page gets the other steps' answers from the proposal.
 */
describe('JourneyPage: rules reading another step’s answers', () => {
  const wings = { client: 'CANWINGS', layouts: { journey: wingsJourney, 'aircraft-details-and-interested-parties': wingsAircraft } as Record<string, unknown> };
  const pilot: Session = { ...session, login: 'wings@demo.test', client: 'CANWINGS' };
  const plane = {
    registration: 'C-GABC', make_model: 'Cessna 172', model_year: 2005, type: 'aircraft', certified_passenger_seats: '3',
    qa_has_turbine_engine: 'n', qa_is_kit_constructed: 'n', qa_max_takeoff_weight_over_5000: 'n', qa_has_interested_party: 'n',
  };
  const wingsProposal = (coverageType: string, aircraft: Record<string, unknown>) => ({
    ...proposal(3),
    current_progress_state: 'AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES',
    progress_states: [
      { name: 'LETS_GET_STARTED', completed: true, form_elements: { coverage_type: coverageType } },
      { name: 'ELIGIBILITY', completed: true, form_elements: {} },
      { name: 'AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES', completed: true, form_elements: { aircraft: [aircraft] } },
    ],
  });
  const saved = (calls: Call[]) => calls.filter((c) => c.method === 'PATCH').map((c) => (c.body as { progress_states: { form_elements: unknown }[] }).progress_states[0]!.form_elements);

  it('liability only: the hull value is not asked, and one saved before is not sent again', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: wingsProposal('liability', { ...plane, hull_value: 250000 }) }], PATCH: [{ status: 200, body: proposal(4) }] }, wings);
    renderAt('/wings/en-ca/aircraft-details-and-interested-parties', undefined, pilot);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aircraft details and interested parties' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(continueButton());
    await waitFor(() => expect(saved(calls)).toEqual([{ aircraft: [plane] }]));
  });

  it('hull and liability: the hull value is asked before the step is saved', async () => {
    const calls = fakeServer({ GET: [{ status: 200, body: wingsProposal('hull_liability', plane) }], PATCH: [{ status: 200, body: proposal(4) }] }, wings);
    renderAt('/wings/en-ca/aircraft-details-and-interested-parties', undefined, pilot);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aircraft details and interested parties' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await screen.findByRole('link', { name: /Agreed hull value/ })).toBeInTheDocument();
    expect(saved(calls)).toEqual([]);
  });

  it('Done saves, stays, and collapses the list’s items', async () => {
    const withDone = {
      ...wingsAircraft,
      form_container: { ...wingsAircraft.form_container, buttons: [...wingsAircraft.form_container.buttons, { name: 'done', type: 'done', label: { 'en-CA': 'Done', 'fr-CA': 'Terminé' } }] },
    };
    const saved = { ...wingsProposal('liability', plane), progress_states_revision: 4 };
    const calls = fakeServer({ GET: [{ status: 200, body: wingsProposal('liability', plane) }], PATCH: [{ status: 200, body: saved }] }, { ...wings, layouts: { ...wings.layouts, 'aircraft-details-and-interested-parties': withDone } });
    const router = renderAt('/wings/en-ca/aircraft-details-and-interested-parties', undefined, pilot);
    await screen.findByRole('heading', { level: 1, name: 'Aircraft details and interested parties' }, { timeout: 15_000 });
    // the list's widget is code of its own, loaded with the page
    await userEvent.click(await screen.findByRole('button', { name: 'Show details' }, { timeout: 15_000 }));
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/wings/en-ca/aircraft-details-and-interested-parties');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  describe('as in the browser: the page validates with the module the server generated for it', () => {
    afterEach(() => installRuntimeCompiler());

    it('shows the error page, not a form that cannot validate, when the module is not found', async () => {
      const calls = fakeServer({ GET: [{ status: 200, body: proposal(2) }] });
      // no run-time compiler: the page needs its module (src/journey/validators.ts), which this fake server does not have
      installSchemaCompiler(undefined);
      const router = renderAt('/accountants/en-ca/general-information');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/accountants/en-ca/error/404');
      expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
      expect(calls.some((c) => /^\/smb\/cnc\/api\/v2\/validators\/CANACCT\/general-information\/[0-9a-f]{64}\.js$/.test(c.url))).toBe(true);
    });
  });
});
