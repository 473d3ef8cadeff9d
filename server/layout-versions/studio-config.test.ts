/**
 * The configuration all programs share as versioned data (docs/requirements.md §13, docs/server.md
 * "Shared configuration"): the brand configuration and the error catalogue are studio files of the
 * pseudo-program SHARED; a publish applies at once, without a restart; a bad edit is refused naming
 * file, path and reason, and what was served stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestReply } from '../testing/test-app';
import { ANALYST, startStudioApp, type StudioApp } from './testing';

const API = '/smb/cnc/api/v2';
const ERRORS = 'config/errors.json';
const BRANDS = 'config/brandsConfig.json';

let t: TestApp;
let studio: StudioApp;

// edited as an analyst would edit the text: any key, any value
type Json = Record<string, any>;

beforeAll(async () => {
  studio = await startStudioApp();
  t = studio.t;
  // an application for a@test: the documents list (and its limits) is of a live application
  const step = { current_progress_state: 'PERSONAL_DETAILS', progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' } }] };
  expect((await t.requestAs('a@test', { method: 'POST', url: `${API}/proposals`, body: step })).status).toBe(201);
});
afterAll(() => studio?.close());

const as = (method: string, url: string, body?: unknown) => studio.as(method, url, body);
const published = async (path: string): Promise<{ id: string; text: string }> => (await as('GET', `/file?path=${path}`)).body.published;
const publish = async (path: string, value: unknown): Promise<TestReply> => {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return as('POST', '/publish', { client: 'SHARED', changes: [{ path, text }], base: { [path]: (await published(path)).id }, note: 'configuration' });
};
const current = async (path: string): Promise<Json> => JSON.parse((await published(path)).text) as Json;
/** What the config service serves the browser for a component, in one language. */
const served = async (page: string, locale = 'en-CA'): Promise<Json> => (await t.request({ url: `${API}/config?client=TESTPROG&page=${page}&locale=${locale}` })).body.content;
const maintenanceRecord = (catalogue: Json): Json => catalogue.records.find((r: Json) => r.errorCode === 10210);

describe('the shared configuration in the studio', () => {
  it('is listed under SHARED as kind "config", both files seeded from the repository', async () => {
    const shared = (await as('GET', '/programs')).body.programs.find((p: Json) => p.client === 'SHARED');
    expect(shared.files.map((f: Json) => [f.path, f.kind, f.published.author])).toEqual([
      [BRANDS, 'config', 'schemas/ files'],
      [ERRORS, 'config', 'schemas/ files'],
    ]);
    expect((await as('GET', '/export?client=SHARED')).body.files.map((f: Json) => f.path)).toEqual([BRANDS, ERRORS]);
  });

  it('a catalogue change published during a maintenance window is served to the browser and is what a refused write says, at once', async () => {
    const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    const window = await t.requestAs('csr@test', {
      method: 'POST', url: `${API}/maintenance/windows`, body: { starts_at: minutes(-1), ends_at: minutes(60), message_en: 'Back soon.', message_fr: 'De retour bientôt.' },
    });
    expect(window.status).toBe(201);
    try {
      // the analyst is let through the window: its words are theirs to change while it is on
      expect((await t.requestAs(ANALYST.login, { url: `${API}/maintainaceConfig` })).body).toMatchObject({ flag: 'Yes', exempt: true });
      const catalogue = await current(ERRORS);
      maintenanceRecord(catalogue).message['en-CA'] = 'Closed for an upgrade tonight: your answers were not saved.';
      maintenanceRecord(catalogue).message['fr-CA'] = 'Fermé pour une mise à niveau ce soir: vos réponses n’ont pas été enregistrées.';
      expect((await publish(ERRORS, catalogue)).status).toBe(200);
      expect(maintenanceRecord(await served('errors')).message).toBe('Closed for an upgrade tonight: your answers were not saved.');
      expect(maintenanceRecord(await served('errors', 'fr-CA')).message).toBe('Fermé pour une mise à niveau ce soir: vos réponses n’ont pas été enregistrées.');
      const refused = await t.requestAs('a@test', { method: 'PATCH', url: `${API}/proposals`, body: { progress_states: [] }, headers: { revision: '1' } });
      expect([refused.status, refused.body.code]).toEqual([503, 10210]);
      expect(refused.body.message).toBe('Closed for an upgrade tonight: your answers were not saved.');
    } finally {
      expect((await t.requestAs('csr@test', { method: 'DELETE', url: `${API}/maintenance/windows/${window.body.id}` })).status).toBeLessThan(300);
    }
  });

  it('a published brand change applies to the server and the browser at once: the documents limits, the support phone', async () => {
    const docs = async () => (await t.requestAs('a@test', { url: `${API}/documents` })).body;
    expect((await docs()).max_files).toBe(10);
    const brands = await current(BRANDS);
    brands.documents.maxFiles = 3;
    brands.supportPhone = { 'en-CA': '1-800-555-0123', 'fr-CA': '1-800-555-0123 (en français)' };
    brands.clients.TESTPROG = { brandName: { 'en-CA': 'Test program', 'fr-CA': 'Programme d’essai' } };
    expect((await publish(BRANDS, brands)).status).toBe(200);
    expect((await docs()).max_files).toBe(3);
    expect((await served('brandsConfig', 'fr-CA')).supportPhone).toBe('1-800-555-0123 (en français)');
    expect((await served('brandsConfig')).brandName).toBe('Test program');
  });

  it.each([
    ['text that is not JSON', ERRORS, () => '{ "records": [', '$', /^invalid JSON at line 1, column \d+: /],
    ['a display mode the browser does not know', ERRORS, (c: Json) => ((c.records[0].errorType = 'popup'), c), '$.records[0].errorType', /^must be one of: inline, onPage, errorPage, redirect$/],
    ['a record without its French title', ERRORS, (c: Json) => (delete c.records[1].title['fr-CA'], c), '$.records[1].title', /^missing fr-CA text$/],
    ['a second record for the same page, status and code', ERRORS, (c: Json) => ((c.records = [...c.records, { ...c.records[0] }]), c), (c: Json) => `$.records[${c.records.length}]`, /^the same page, status and errorCode as records\[0\]: this record would never be shown$/],
    ['a catalogue without a generalError record', ERRORS, (c: Json) => ((c.records = c.records.filter((r: Json) => r.page !== 'generalError')), c), '$.records', /generalError/],
    ['a misspelt setting', BRANDS, (b: Json) => ((b.quoteExpiryDay = 30), b), '$.quoteExpiryDay', /^unknown property$/],
    ['a setting the portal reads, removed', BRANDS, (b: Json) => (delete b.uploadEmptyMessage, b), '$', /^missing property "uploadEmptyMessage"$/],
    ['a documents limit of zero', BRANDS, (b: Json) => ((b.documents.maxFiles = 0), b), '$.documents.maxFiles', /^must be >= 1$/],
    ['a program’s entry removed', BRANDS, (b: Json) => (delete b.clients.TESTPROG, b), '$.clients', /^the entry of the program TESTPROG is gone/],
  ])('%s is refused with 422 naming file, path and reason; what is served stays', async (_, path, change, at, reason) => {
    const before = await published(path);
    const edited = change(JSON.parse(before.text) as Json);
    const res = await publish(path, edited);
    expect([res.status, res.body.code]).toEqual([422, 10250]);
    const where = typeof at === 'function' ? at(JSON.parse(before.text) as Json) : at;
    expect(res.body.problems).toContainEqual({ file: path, path: where, message: expect.stringMatching(reason) });
    expect((await published(path)).id).toBe(before.id);
    expect((await t.requestAs('a@test', { url: `${API}/documents` })).body.max_files).toBe(3);
  });

  it('a shared file cannot be published as part of a program, nor a program file as shared configuration', async () => {
    const errors = await published(ERRORS);
    const asProgram = await as('POST', '/publish', { client: 'TESTPROG', changes: [{ path: ERRORS, text: errors.text }], base: { [ERRORS]: errors.id }, note: '' });
    expect([asProgram.status, asProgram.body.code]).toEqual([400, 10254]);
    const page = 'programs/TESTPROG/pages/personal-details.json';
    const asShared = await as('POST', '/check', { client: 'SHARED', changes: [{ path: page, text: '{}' }] });
    expect([asShared.status, asShared.body.code]).toEqual([400, 10254]);
  });

  it('only an analyst may change it: an applicant and a CSR are refused, signed out is 401', async () => {
    const errors = await published(ERRORS);
    const body = { client: 'SHARED', changes: [{ path: ERRORS, text: errors.text }], base: { [ERRORS]: errors.id }, note: '' };
    for (const who of ['a@test', 'csr@test']) expect((await t.requestAs(who, { method: 'POST', url: `${API}/studio/publish`, body })).status).toBe(403);
    expect((await t.request({ method: 'POST', url: `${API}/studio/publish`, body })).status).toBe(401);
    expect((await published(ERRORS)).id).toBe(errors.id);
  });

  it('a rollback republishes the earlier catalogue, and it is served at once', async () => {
    const versions = (await as('GET', `/file?path=${ERRORS}`)).body.versions;
    const seeded = versions.find((v: Json) => v.author === 'schemas/ files');
    const res = await as('POST', '/rollback', { version_id: seeded.id, base: (await published(ERRORS)).id, note: 'back to the repository’s words' });
    expect(res.status).toBe(200);
    expect(maintenanceRecord(await served('errors')).message).toMatch(/^The portal is closed for scheduled maintenance/);
  });
});
