/**
 * The layout studio's page against a stand-in studio API (a fetch answered here; the server's own
 * tests cover the API): an analyst opens a page, sees it in both languages with its display rule
 * working, edits it and sees the problems the check names in the list and in the text, sees the
 * fixtures' verdicts, and publishing shows the diff, then the refusal's problems, then the conflict.
 * Versions roll back; the history lists publishes; Export downloads the program and Import sends an
 * export, showing what refuses it. The shared configuration is listed as its own program: the error
 * catalogue opens with its records as a person reads them, its schema's completion and its check.
 * Anyone without the layout right gets the 403 page.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentCompletions, startCompletion } from '@codemirror/autocomplete';
import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS, type Principal } from '../../adapters/identity/permissions';
import { CSR } from '../../adapters/identity/testing/principals';
import { renderApp } from '../app/testing/render-app';
import type { Session } from '../session/session';

const API = '/smb/cnc/api/v2/studio';
const PAGE = 'programs/CANACCT/pages/client-funds.json';
const FIXTURE = 'fixtures/CANACCT/client-funds/no-funds-is-valid.json';
const RATING = 'programs/CANACCT/rating.json';
const ratingText = `${JSON.stringify({ client: 'CANACCT', line_of_business_code: 'accountants', product_type_code: 'ACCOUNTANTS_PL', primary: { plan_name: 'PL', applies_to_code: 'EACH_CLAIM', limits: [{ amount: 1000000, base_premium: 900 }] }, taxes: { province: 'ON', by_province: {} } }, null, 2)}\n`;
const ERRORS = 'config/errors.json';
const BRANDS = 'config/brandsConfig.json';
const ANALYST: Principal = { user_type: 'Internal', roles: [], groups: [...ACCESS.internalGroups, ...ACCESS.layoutGroups] };
const analyst: Session = { login: 'analyst@demo.test', principal: ANALYST, firstName: 'Ana', lastName: 'Lyst', applicationType: 'NEW' };

const both = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
const pageText = `${JSON.stringify(
  {
    route_name: 'client-funds',
    title: both('Client funds', 'Fonds des clients'),
    heading: both('Do you hold money for clients?', 'Détenez-vous de l’argent pour vos clients?'),
    form_container: {
      rows: [
        {
          sections: [
            {
              fields: [
                { name: 'holds_funds', type: 'radio', label: both('Does the firm hold client funds?', 'Le cabinet détient-il des fonds de clients?'), options: [{ key: 'y', value: both('Yes', 'Oui') }, { key: 'n', value: both('No', 'Non') }] },
                {
                  name: 'funds_amount',
                  type: 'textbox',
                  label: both('Largest amount held', 'Montant le plus élevé détenu'),
                  tags: [
                    { key: 'parent', value: 'holds_funds' },
                    { key: 'action', value: 'show' },
                    { key: 'equals', value: 'y' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  },
  null,
  2,
)}\n`;

const record = (page: string, status: number, errorCode: number, errorType: string, title: Record<string, string>, message: Record<string, string>, reDirectionUrl = '') => ({ page, status, errorCode, title, message, showDirectionBtn: false, reDirectionUrl, showHomeButton: true, homeUrl: '/', errorType });
const errorsText = `${JSON.stringify(
  {
    records: [
      record('login', 401, 10013, 'inline', both('Wrong e-mail or password!', 'Courriel ou mot de passe erroné'), both('Check them, then try again.', 'Vérifiez-les, puis réessayez.')),
      record('generalError', 500, 0, 'errorPage', both('Something went wrong on our side', 'Un problème est survenu de notre côté'), both('Your saved answers are safe.', 'Vos réponses enregistrées sont en sécurité.'), '/error/errorCode'),
    ],
  },
  null,
  2,
)}\n`;
const brandsText = `${JSON.stringify({ supportEmail: 'help@example.ca', clients: { CANACCT: { brandName: both('Accountants', 'Comptables') }, CANLAWYERS: { brandName: both('Lawyers', 'Avocats'), signInEmailCode: true } } }, null, 2)}\n`;

const version = (id: string, path: string, status = 'published') => ({ id, path, status, hash: 'h', author: 'schemas/ files', created_at: '2026-11-28T10:00:00Z', published_at: '2026-11-28T10:00:00Z', note: '' });

interface Call {
  method: string;
  url: string;
  body?: Record<string, unknown>;
}

function fakeStudio(publishReplies: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, url, body });
      const json = (status: number, reply: unknown) => new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
      if (url === `${API}/programs`) {
        return json(200, {
          programs: [
            { client: 'SHARED', files: [{ path: BRANDS, kind: 'config', published: version('20', BRANDS), draft: null }, { path: ERRORS, kind: 'config', published: version('21', ERRORS), draft: null }] },
            { client: 'CANACCT', files: [{ path: PAGE, kind: 'page', published: version('7', PAGE), draft: null }, { path: FIXTURE, kind: 'fixture', published: version('8', FIXTURE), draft: null }, { path: RATING, kind: 'rating', published: version('9', RATING), draft: null }] },
            { client: 'CANLAWYERS', files: [] },
          ],
        });
      }
      if (url.startsWith(`${API}/file?`)) {
        const path = new URL(url, 'http://x').searchParams.get('path');
        const files: Record<string, [id: string, text: string]> = { [PAGE]: ['7', pageText], [RATING]: ['9', ratingText], [BRANDS]: ['20', brandsText], [ERRORS]: ['21', errorsText] };
        const [id, text] = files[path!] ?? ['8', '{ "data": { "holds_funds": "n" }, "expect": "valid" }\n'];
        return json(200, { path, published: { ...version(id, path!), text }, draft: null, versions: [version(id, path!), version('3', path!, 'archived')] });
      }
      if (url === `${API}/check`) {
        const changes = (body?.changes ?? []) as { path: string; text: string }[];
        const edited = changes.find((c) => c.path === PAGE)?.text ?? '';
        if (changes.find((c) => c.path === ERRORS)?.text.includes('"status": 4000')) return json(200, { problems: [{ file: ERRORS, path: '$.records[1].status', message: 'must be <= 599' }], warnings: [], fixtures: 0 });
        const problems = edited.includes('"textbx"')
          ? [
              { file: PAGE, path: '$.form_container.rows[0].sections[0].fields[1].type', message: 'unknown field type "textbx"' },
              { file: FIXTURE, path: '$.expect', message: 'no longer matches programs/CANACCT/pages/client-funds.json: expected valid; found in error: funds_amount ("Required")' },
            ]
          : [];
        return json(200, { problems, warnings: [], fixtures: 1 });
      }
      if (url === `${API}/audit?client=CANACCT`) return json(200, { entries: [{ id: '2', action: 'publish', author: 'analyst@demo.test', at: '2026-11-28T11:00:00Z', note: 'First limits', paths: [PAGE] }] });
      if (url === `${API}/export?client=CANACCT`) return json(200, { client: 'CANACCT', files: [{ path: PAGE, text: pageText }] });
      if (url === `${API}/import`) return json(422, { status: 422, message: 'the layouts have problems', problems: [{ file: PAGE, path: '$.route_name', message: 'route_name "x" does not match the file name client-funds.json' }] });
      if (url === `${API}/publish`) {
        const reply = publishReplies.shift()!;
        return json(reply.status, reply.body);
      }
      return json(404, { status: 404, message: 'not found' });
    }),
  );
  return calls;
}

/** The editor's view, as a person typing would change it. */
function editorView(path = PAGE): EditorView {
  const content = screen.getByRole('textbox', { name: `JSON of ${path}` });
  return EditorView.findFromDOM(content.closest('.cm-editor') as HTMLElement)!;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('layout studio', () => {
  it('previews the page in both languages with its display rule, marks the check\'s problems, shows the fixtures and publishes with a diff', async () => {
    const calls = fakeStudio([
      { status: 422, body: { status: 422, message: 'the layouts have problems', problems: [{ file: PAGE, path: '$.form_container.rows[0].sections[0].fields[1].type', message: 'unknown field type "textbx"' }] } },
      { status: 409, body: { status: 409, message: 'published since' } },
    ]);
    renderApp('/accountants/en-ca/studio', analyst);
    expect(await screen.findByRole('heading', { level: 1, name: 'Layout studio' }, { timeout: 15_000 })).toBeInTheDocument();
    const files = screen.getByRole('navigation', { name: 'Files' });
    expect(within(files).getByRole('button', { name: /^client-funds\.json/ })).toHaveTextContent('Published by the repository (schemas/)');

    // the preview, in both languages, with the rule: the amount shows only after Yes
    const english = await screen.findByRole('region', { name: 'English' }, { timeout: 10_000 });
    const french = screen.getByRole('region', { name: 'French' });
    expect(await within(english).findByRole('heading', { name: 'Do you hold money for clients?' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(french).findByRole('heading', { name: 'Détenez-vous de l’argent pour vos clients?' })).toBeInTheDocument();
    expect(within(english).queryByLabelText(/Largest amount held/)).toBeNull();
    await userEvent.click(within(english).getByRole('radio', { name: 'Yes' }));
    expect(await within(english).findByLabelText(/Largest amount held/)).toBeInTheDocument();
    expect(within(french).queryByLabelText(/Montant le plus élevé/)).toBeNull();
    await userEvent.click(within(french).getByRole('radio', { name: 'Oui' }));
    expect(await within(french).findByLabelText(/Montant le plus élevé/)).toBeInTheDocument();

    // an edit: the server's check names the problem, listed and marked in the text
    const view = editorView();
    const at = pageText.indexOf('"textbox"');
    act(() => view.dispatch({ changes: { from: at, to: at + '"textbox"'.length, insert: '"textbx"' } }));
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(await within(problems).findByText('unknown field type "textbx"', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(problems).getByText('$.form_container.rows[0].sections[0].fields[1].type')).toBeInTheDocument();
    expect(within(problems).getByRole('status')).toHaveTextContent('2 problems block publishing.');
    const check = calls.filter((c) => c.url === `${API}/check`).at(-1)!;
    expect(check.body).toEqual({ client: 'CANACCT', changes: [{ path: PAGE, text: pageText.replace('"textbox"', '"textbx"') }] });
    const marked = () => {
      const found: string[] = [];
      forEachDiagnostic(view.state, (d, from, to) => found.push(`${view.state.sliceDoc(from, to)} ${d.severity}: ${d.message}`));
      return found;
    };
    await waitFor(() => expect(marked()).toEqual(['"textbx" error: $.form_container.rows[0].sections[0].fields[1].type: unknown field type "textbx"']));

    // the fixtures tab: the fixture fails with the check's reason
    await userEvent.click(screen.getByRole('tab', { name: 'Fixtures' }));
    const fixture = (await screen.findByRole('button', { name: 'no-funds-is-valid.json' })).closest('li')!;
    expect(fixture).toHaveTextContent('Fails');
    expect(fixture).toHaveTextContent('found in error: funds_amount');

    // publish: the diff, then the 422's problems, then the 409
    await userEvent.click(screen.getByRole('button', { name: 'Publish 1 change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish changes' });
    const diff = within(dialog).getByRole('group', { name: `Changes in ${PAGE}` });
    // what a screen reader hears, spaces collapsed
    expect(diff).toHaveTextContent('removed: − "type": "textbox", added: + "type": "textbx",');
    expect(within(dialog).getByText('+1 −1 lines')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Note (what changed and why)'), 'Typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused).toHaveTextContent('Not published: fix these problems first.');
    expect(refused).toHaveTextContent(`${PAGE} · $.form_container.rows[0].sections[0].fields[1].type: unknown field type "textbx"`);
    const publish = calls.find((c) => c.url === `${API}/publish`)!;
    expect(publish.body).toEqual({ client: 'CANACCT', changes: [{ path: PAGE, text: pageText.replace('"textbox"', '"textbx"') }], base: { [PAGE]: '7' }, note: 'Typo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(/Someone else published one of these files/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Reloaded: you now see the version published last.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('lists the versions with Roll back and the program\'s history', async () => {
    const calls = fakeStudio([]);
    renderApp('/accountants/fr-ca/studio', analyst);
    expect(await screen.findByRole('heading', { level: 1, name: 'Atelier des mises en page' }, { timeout: 15_000 })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: `JSON de ${PAGE}` });
    // an analyst who is no CSR has no work list to go back to
    expect(screen.queryByRole('link', { name: 'Retour à Gérer les demandes' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Versions' }));
    expect(screen.getByText('Publiée')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Note pour un retour en arrière'), 'Retour');
    await userEvent.click(screen.getByRole('button', { name: 'Revenir à la version 3' }));
    await waitFor(() => expect(calls.find((c) => c.url === `${API}/rollback`)?.body).toEqual({ version_id: '3', base: '7', note: 'Retour' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Historique' }));
    expect(screen.getByText('First limits')).toBeInTheDocument();
    expect(screen.getByText('Publication')).toBeInTheDocument();
  });

  it('exports the program as a download and imports an export, showing the problems that refuse it', async () => {
    const calls = fakeStudio([]);
    const downloads: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderApp('/accountants/en-ca/studio', analyst);
    await screen.findByRole('textbox', { name: `JSON of ${PAGE}` }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export program' }));
    await waitFor(() => expect(downloads).toEqual([expect.stringMatching(/^layouts-CANACCT-\d{4}-\d{2}-\d{2}\.json$/)]));
    click.mockRestore();

    const exported = JSON.stringify({ client: 'CANACCT', files: [{ path: PAGE, text: pageText.replace('"client-funds"', '"x"') }] });
    await userEvent.upload(screen.getByLabelText('Import program…'), new File([exported], 'canacct.json', { type: 'application/json' }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('Not published: fix these problems first.');
    expect(refused).toHaveTextContent(`${PAGE} · $.route_name: route_name "x" does not match the file name client-funds.json`);
    expect(calls.find((c) => c.url === `${API}/import`)?.body).toEqual({ client: 'CANACCT', files: [{ path: PAGE, text: pageText.replace('"client-funds"', '"x"') }], note: 'Imported from canacct.json' });

    await userEvent.upload(screen.getByLabelText('Import program…'), new File(['{"files": 3}'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByText('notes.json is not an export of the studio: it needs a client and a list of files.')).toBeInTheDocument();
  });

  it('opens the rating plan with completion from the rating schema, no page preview, and checks and publishes its edit', async () => {
    const calls = fakeStudio([{ status: 200, body: { publish_id: '5', published: [version('10', RATING)] } }]);
    renderApp('/accountants/en-ca/studio', analyst);
    await screen.findByRole('textbox', { name: `JSON of ${PAGE}` }, { timeout: 15_000 });
    const files = screen.getByRole('navigation', { name: 'Files' });
    expect(within(files).getByRole('heading', { name: 'Rating plan' })).toBeInTheDocument();
    await userEvent.click(within(files).getByRole('button', { name: /^rating\.json/ }));
    await screen.findByRole('textbox', { name: `JSON of ${RATING}` });
    expect(screen.getByText(/The preview is for pages\./)).toBeInTheDocument();

    // completion offers the rating schema's properties the plan does not have yet (not the layout schema's)
    const view = editorView(RATING);
    const at = ratingText.indexOf('"client"');
    act(() => view.dispatch({ selection: { anchor: at } }));
    act(() => void startCompletion(view));
    await waitFor(() => expect(currentCompletions(view.state).map((c) => c.label)).toEqual(expect.arrayContaining(['"derived"', '"referrals"', '"fees"'])));
    const labels = currentCompletions(view.state).map((c) => c.label);
    expect(labels).not.toContain('"form_container"');
    expect(labels).not.toContain('"primary"');

    // an edit of the plan is checked and published as a change of the program
    const premium = ratingText.indexOf('900');
    act(() => view.dispatch({ changes: { from: premium, to: premium + 3, insert: '950' } }));
    const edited = ratingText.replace('900', '950');
    await waitFor(() => expect(calls.filter((c) => c.url === `${API}/check`).at(-1)?.body).toEqual({ client: 'CANACCT', changes: [{ path: RATING, text: edited }] }), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Publish 1 change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.find((c) => c.url === `${API}/publish`)?.body).toEqual({ client: 'CANACCT', changes: [{ path: RATING, text: edited }], base: { [RATING]: '9' }, note: '' }));
  });

  it('lists the shared configuration after the programs and opens the error catalogue: its records as read, its schema\'s completion, its check', async () => {
    const calls = fakeStudio([]);
    renderApp('/accountants/en-ca/studio', analyst);
    await screen.findByRole('textbox', { name: `JSON of ${PAGE}` }, { timeout: 15_000 });
    const picker = screen.getByRole('combobox', { name: 'Program' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Accountants’ professional liability insurance (CANACCT)', 'Lawyers’ professional liability insurance (CANLAWYERS)', 'Shared configuration']);
    await userEvent.selectOptions(picker, 'Shared configuration');
    const files = screen.getByRole('navigation', { name: 'Files' });
    expect(await within(files).findByRole('heading', { name: 'Configuration' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: `JSON of ${BRANDS}` });
    expect(screen.getByText(/^The configuration has no form preview\./)).toBeInTheDocument();
    // the brand configuration's programs: their names and the settings each sets for itself
    const programs = screen.getByRole('region', { name: '2 programs, with their names and own settings' });
    expect(within(programs).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'CANACCTEnglishAccountantsFrenchComptablesOwn settingsThe shared settings only',
      'CANLAWYERSEnglishLawyersFrenchAvocatsOwn settingssignInEmailCode: true',
    ]);

    // the catalogue opens in the shared configuration (not back in a program) with its records as a person reads them
    await userEvent.click(within(files).getByRole('button', { name: /^errors\.json/ }));
    await screen.findByRole('textbox', { name: `JSON of ${ERRORS}` });
    const view = editorView(ERRORS);
    expect(view.state.doc.toString()).toBe(errorsText);
    expect(picker).toHaveValue('SHARED');
    expect(screen.getByRole('heading', { level: 2, name: ERRORS })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export configuration' })).toBeInTheDocument();
    expect(screen.getByLabelText('Import configuration…')).toBeInTheDocument();
    const problemsStatus = within(screen.getByRole('region', { name: 'Problems' })).getByRole('status');
    await waitFor(() => expect(problemsStatus).toHaveTextContent('No problems: the configuration can be published.'));
    const table = screen.getByRole('table', { name: '2 records, as a person reads them' });
    const [, login, general] = within(table).getAllByRole('row');
    expect(within(login!).getByRole('rowheader')).toHaveTextContent('loginStatus 401, code 10013On the form');
    const [english, french] = within(login!).getAllByRole('cell');
    // the "!" is not shown, and the analyst is told so
    expect(english).toHaveTextContent(/^Wrong e-mail or passwordCheck them, then try again\.Characters the portal does not show are left out\.$/);
    expect(french).toHaveTextContent(/^Courriel ou mot de passe erronéVérifiez-les, puis réessayez\.$/);
    expect(within(general!).getByRole('rowheader')).toHaveTextContent('generalErrorStatus 500, code 0Error page /error/500');
    for (const tab of ['Compiled', 'Fixtures']) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByText(/^The configuration has no form preview\./)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));

    // an edit is checked as a change of the shared configuration, its problem marked in the text
    const status = errorsText.indexOf('"status": 500') + '"status": '.length;
    act(() => view.dispatch({ changes: { from: status, to: status + 3, insert: '4000' } }));
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(await within(problems).findByText('must be <= 599', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === `${API}/check`).at(-1)?.body).toEqual({ client: 'SHARED', changes: [{ path: ERRORS, text: errorsText.replace('"status": 500', '"status": 4000') }] });
    const marked: string[] = [];
    await waitFor(() => {
      marked.length = 0;
      forEachDiagnostic(view.state, (d, from, to) => marked.push(`${view.state.sliceDoc(from, to)} ${d.severity}: ${d.message}`));
      expect(marked).toEqual(['4000 error: $.records[1].status: must be <= 599']);
    });
    // the table reads the text being edited
    const edited = within(screen.getByRole('table', { name: '2 records, as a person reads them' })).getAllByRole('row')[2]!;
    expect(within(edited).getByRole('rowheader')).toHaveTextContent('generalErrorStatus 4000, code 0Error page /error/4000');

    // completion in a new record offers the catalogue schema's record keys (the list is in alphabetical order)
    const first = errorsText.indexOf('{', errorsText.indexOf('"records"'));
    act(() => view.dispatch({ changes: { from: first, insert: '{  }, ' }, selection: { anchor: first + 2 } }));
    act(() => void startCompletion(view));
    await waitFor(() =>
      expect(currentCompletions(view.state).map((c) => c.label)).toEqual(['"errorCode"', '"errorPositionOnPage"', '"errorType"', '"homeUrl"', '"message"', '"page"', '"reDirectionUrl"', '"showDirectionBtn"', '"showHomeButton"', '"status"', '"title"']),
    );

    // text that does not read as JSON: no table, the problems say why
    act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: '{"records": [' } }));
    expect(await screen.findByText('The records show here once the JSON reads as a catalogue: see the problems.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(problems).getByText(/^invalid JSON at line 1/)).toBeInTheDocument();
  });

  it('names the shared configuration and shows the catalogue\'s records in French', async () => {
    fakeStudio([]);
    renderApp('/accountants/fr-ca/studio', analyst);
    await screen.findByRole('textbox', { name: `JSON de ${PAGE}` }, { timeout: 15_000 });
    const picker = screen.getByRole('combobox', { name: 'Programme' });
    expect(within(picker).getByRole('option', { name: 'Configuration commune' })).toHaveValue('SHARED');
    await userEvent.selectOptions(picker, 'Configuration commune');
    const files = screen.getByRole('navigation', { name: 'Fichiers' });
    expect(await within(files).findByRole('heading', { name: 'Configuration' })).toBeInTheDocument();
    await userEvent.click(within(files).getByRole('button', { name: /^errors\.json/ }));
    await screen.findByRole('textbox', { name: `JSON de ${ERRORS}` });
    expect(screen.getByText(/^La configuration n’a pas d’aperçu de formulaire\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '2 enregistrements, tels qu’une personne les lit' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Enregistrement', 'Anglais', 'Français']);
    const [, login, general] = within(table).getAllByRole('row');
    expect(within(login!).getByRole('rowheader')).toHaveTextContent('loginStatut 401, code 10013Dans le formulaire');
    expect(within(login!).getAllByRole('cell')[0]).toHaveTextContent('Les caractères que le portail n’affiche pas sont omis.');
    expect(within(general!).getByRole('rowheader')).toHaveTextContent('Page d’erreur /error/500');
    await userEvent.click(screen.getByRole('tab', { name: 'Historique' }));
    expect(await screen.findByText('Rien n’a encore été publié dans l’atelier pour la configuration commune.')).toBeInTheDocument();
  });

  it('gives the 403 page to a CSR without the layout right', async () => {
    fakeStudio([]);
    renderApp('/accountants/en-ca/studio', { login: 'csr@demo.test', principal: CSR, firstName: 'Carl', lastName: 'Service', applicationType: 'NEW' });
    expect(await screen.findByRole('heading', { level: 1, name: /403|not allowed|access/i }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Layout studio' })).toBeNull();
  });
});
