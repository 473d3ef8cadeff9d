/**
 * The layout studio's API (docs/requirements.md §13) over HTTP on a real database: seeding from
 * files, publish, check, drafts, rollback, audit, export and import, and what is refused.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_FILE_MAX, STUDIO_FILES_MAX } from '../../adapters/api/studio';
import type { TestApp, TestReply } from '../testing/test-app';
import { ANALYST, FIXTURE_PATH, PAGE_PATH, RATING_PATH, STUDIO, readPage, retitled, startStudioApp, withoutFirm, type PageJson, type StudioApp } from './testing';

const CONFIG = '/smb/cnc/api/v2/config?client=TESTPROG&page=personal-details&locale=en-CA';

let t: TestApp;
let studio: StudioApp;
let files: StudioApp['files'];
let original: PageJson;

beforeAll(async () => {
  studio = await startStudioApp();
  ({ t, files } = studio);
  original = readPage(files.pageFile);
});
afterAll(() => studio?.close());

const as = (method: string, url: string, body?: unknown) => studio.as(method, url, body);
const title = async () => (await t.request({ url: CONFIG })).body.content.title['en-CA'] as string;
const publishedId = async (path: string): Promise<string> => (await as('GET', `/file?path=${path}`)).body.published.id;
const publish = async (path: string, text: string, base?: string | null, note = 'test'): Promise<TestReply> =>
  as('POST', '/publish', { client: 'TESTPROG', changes: [{ path, text }], base: { [path]: base === undefined ? await publishedId(path) : base }, note });

describe('seeding from the schemas/ files', () => {
  it('publishes every page, journey, rating plan and fixture of the files as "schemas/ files", with one audit entry', async () => {
    const { programs } = (await as('GET', '/programs')).body;
    const program = programs.find((p: { client: string }) => p.client === 'TESTPROG');
    expect(program.files.map((f: { path: string; kind: string }) => [f.path, f.kind])).toEqual([
      [FIXTURE_PATH, 'fixture'],
      ['programs/TESTPROG/journey.json', 'journey'],
      [PAGE_PATH, 'page'],
      ['programs/TESTPROG/pages/quote.json', 'page'],
      [RATING_PATH, 'rating'],
    ]);
    expect(program.files.every((f: { published: { author: string; status: string } }) => f.published.author === 'schemas/ files' && f.published.status === 'published')).toBe(true);
    const { entries } = (await as('GET', '/audit?client=TESTPROG')).body;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'files', author: 'schemas/ files' });
    expect(entries[0].paths).toHaveLength(5);
  });

  it("an analyst's publish survives a re-seed while the file is unchanged; a changed file then wins", async () => {
    expect((await publish(PAGE_PATH, retitled(original, 'Published by Ana'))).status).toBe(200);
    // the admin refresh re-seeds from the files exactly as a start does
    expect((await t.requestAs('csr@test', { method: 'POST', url: '/smb/cnc/api/v2/config/reload' })).status).toBe(200);
    expect(await title()).toBe('Published by Ana');
    expect((await as('GET', `/file?path=${PAGE_PATH}`)).body.published.author).toBe(ANALYST.login);

    writeFileSync(files.pageFile, retitled(original, 'Edited in git'));
    expect((await t.requestAs('csr@test', { method: 'POST', url: '/smb/cnc/api/v2/config/reload' })).status).toBe(200);
    expect(await title()).toBe('Edited in git');
    const file = (await as('GET', `/file?path=${PAGE_PATH}`)).body;
    expect(file.published.author).toBe('schemas/ files');
    expect(file.versions.map((v: { status: string }) => v.status)).toEqual(['published', 'archived', 'archived']);
    expect((await as('GET', '/audit?client=TESTPROG')).body.entries.map((e: { action: string }) => e.action)).toEqual(['files', 'publish', 'files']);
  });
});

describe('publish', () => {
  it('serves the published page at once, without a restart, and archives the one before', async () => {
    const before = await publishedId(PAGE_PATH);
    const res = await publish(PAGE_PATH, retitled(original, 'About you'), before, 'shorter title');
    expect(res.status).toBe(200);
    expect(res.body.published).toEqual([expect.objectContaining({ path: PAGE_PATH, status: 'published', author: ANALYST.login, note: 'shorter title' })]);
    expect(await title()).toBe('About you');
    const old = (await as('GET', `/version/${before}`)).body;
    expect(old).toMatchObject({ id: before, status: 'archived' });
    expect(JSON.parse(old.text).title['en-CA']).toBe('Edited in git');
  });

  it('a page without a field the rating plan reads is refused with 422 naming the plan file, path and field; nothing changes', async () => {
    const base = await publishedId(PAGE_PATH);
    const res = await publish(PAGE_PATH, withoutFirm(readPage(files.pageFile)), base);
    expect([res.status, res.body.code]).toEqual([422, 10250]);
    expect(res.body.problems).toContainEqual({
      file: 'programs/TESTPROG/rating.json',
      path: '$.primary.limits[0].when.==[0].var',
      message: 'the rating plan reads "answers.has_firm", but no page of the program asks "has_firm"',
    });
    expect(res.body.messageList[0]).toMatchObject({ field: expect.any(String), message: expect.any(String) });
    expect(await publishedId(PAGE_PATH)).toBe(base);
    expect(await title()).toBe('About you');
  });

  it('a change that breaks a fixture of the page is refused, naming the fixture', async () => {
    const page = readPage(files.pageFile);
    page.form_container.rows[0]!.sections[0]!.fields.push({ name: 'phone', type: 'textbox', label: { 'en-CA': 'Phone', 'fr-CA': 'Téléphone' }, validations: [{ name: 'required' }] });
    const res = await publish(PAGE_PATH, JSON.stringify(page));
    expect(res.status).toBe(422);
    expect(res.body.problems.map((p: { file: string }) => p.file)).toContain(FIXTURE_PATH);
  });

  it('a change that is not JSON is refused with the file and where it stops parsing', async () => {
    const res = await publish(PAGE_PATH, '{ "route_name": "personal-details", ');
    expect(res.status).toBe(422);
    expect(res.body.problems).toContainEqual({ file: PAGE_PATH, path: '$', message: expect.stringMatching(/^invalid JSON at line 1, column \d+: /) });
    // the journey's link to the page is flagged too, and comes first: the reply's message quotes the first problem
    expect(res.body.message).toBe(`The layouts have ${res.body.problems.length} problems, so nothing was published: ${res.body.problems[0].file}: ${res.body.problems[0].path}: ${res.body.problems[0].message}`);
  });

  it('check answers what a publish would find, and publishes nothing', async () => {
    const ok = await as('POST', '/check', { client: 'TESTPROG', changes: [{ path: PAGE_PATH, text: retitled(original, 'Checked only') }] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ problems: [], fixtures: 1 });
    const bad = await as('POST', '/check', { client: 'TESTPROG', changes: [{ path: PAGE_PATH, text: withoutFirm(original) }] });
    // the fixture that answers has_firm no longer matches the page either
    expect(bad.body.problems.map((p: { file: string }) => p.file)).toEqual([FIXTURE_PATH, 'programs/TESTPROG/rating.json']);
    expect(await title()).toBe('About you');
  });

  it('two publishes of the same file from the same base, at once: one wins, the other gets 409 naming the file', async () => {
    const base = await publishedId(PAGE_PATH);
    const results = await Promise.all(['First', 'Second'].map((en) => publish(PAGE_PATH, retitled(original, en), base)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body).toMatchObject({ code: 10251, path: PAGE_PATH });
    const won = results.find((r) => r.status === 200)!;
    expect(await title()).toBe(won === results[0] ? 'First' : 'Second');
    expect((await as('GET', `/file?path=${PAGE_PATH}`)).body.versions.filter((v: { status: string }) => v.status === 'published')).toHaveLength(1);
  });

  it('a publish from a base another publish moved since is a 409, and nothing is published', async () => {
    const old = (await as('GET', `/file?path=${PAGE_PATH}`)).body.versions[1].id;
    const current = await publishedId(PAGE_PATH);
    const res = await publish(PAGE_PATH, retitled(original, 'Stale'), old);
    expect([res.status, res.body.code]).toEqual([409, 10251]);
    expect(await publishedId(PAGE_PATH)).toBe(current);
  });
});

describe('drafts', () => {
  it('keeps any text as the file\'s one draft, shown with the file and in the program list; publishing turns it into the published version', async () => {
    const first = await as('PUT', '/draft', { path: PAGE_PATH, text: '{ "not": "finished' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ path: PAGE_PATH, status: 'draft', author: ANALYST.login });
    const second = await as('PUT', '/draft', { path: PAGE_PATH, text: retitled(original, 'Draft title') });
    expect(second.body.id).toBe(first.body.id);
    const file = (await as('GET', `/file?path=${PAGE_PATH}`)).body;
    expect(file.draft).toMatchObject({ id: first.body.id, text: retitled(original, 'Draft title') });
    const listed = (await as('GET', '/programs')).body.programs.find((p: { client: string }) => p.client === 'TESTPROG').files.find((f: { path: string }) => f.path === PAGE_PATH);
    expect(listed.draft.id).toBe(first.body.id);
    expect(await title()).not.toBe('Draft title');

    const res = await publish(PAGE_PATH, retitled(original, 'Draft title'));
    expect(res.body.published[0].id).toBe(first.body.id);
    expect((await as('GET', `/file?path=${PAGE_PATH}`)).body.draft).toBeNull();
    expect(await title()).toBe('Draft title');
  });
});

describe('rollback', () => {
  it('publishes an earlier version again; answers saved under the newer one keep its hash, and their review shows its wording', async () => {
    const versions = (await as('GET', `/file?path=${PAGE_PATH}`)).body.versions;
    const aboutYou = versions.find((v: { note: string }) => v.note === 'shorter title');
    const step = {
      current_progress_state: 'PERSONAL_DETAILS',
      progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' } }],
    };
    const saved = await t.requestAs('a@test', { method: 'POST', url: '/smb/cnc/api/v2/proposals', body: step });
    expect(saved.status).toBe(201);
    const newerHash = (await t.request({ url: CONFIG })).body.content_hash;
    expect(saved.body.progress_states[0].content_hash).toBe(newerHash);

    const res = await as('POST', '/rollback', { version_id: aboutYou.id, base: await publishedId(PAGE_PATH), note: 'back to the short title' });
    expect(res.status).toBe(200);
    expect(await title()).toBe('About you');
    const served = (await t.request({ url: CONFIG })).body.content_hash;
    expect(served).not.toBe(newerHash);
    const proposal = await t.requestAs('a@test', { url: '/smb/cnc/api/v2/proposals' });
    expect(proposal.body.progress_states[0].content_hash).toBe(newerHash);
    // a reviewer reads the answers under the wording they were given on, not the page served now
    const review = await t.requestAs('csr@test', { url: `/smb/cnc/api/v2/proposals/${saved.body.id}/review` });
    expect(review.status).toBe(200);
    expect(review.body.groups.find((g: { route: string }) => g.route === 'personal-details').title).toBe('Draft title');
    expect((await as('GET', '/audit?client=TESTPROG')).body.entries[0]).toMatchObject({ action: 'rollback', note: 'back to the short title', paths: [PAGE_PATH] });
  });

  it('a rollback to a version without a field the rating plan reads is refused with the reason; the published version stays', async () => {
    // a version without has_firm can only come from the files: seeding publishes what the repository holds
    writeFileSync(files.pageFile, withoutFirm(original));
    await t.requestAs('csr@test', { method: 'POST', url: '/smb/cnc/api/v2/config/reload' });
    const noFirm = await publishedId(PAGE_PATH);
    writeFileSync(files.pageFile, JSON.stringify(original));
    await t.requestAs('csr@test', { method: 'POST', url: '/smb/cnc/api/v2/config/reload' });
    const current = await publishedId(PAGE_PATH);

    const res = await as('POST', '/rollback', { version_id: noFirm, base: current, note: '' });
    expect([res.status, res.body.code]).toEqual([422, 10250]);
    expect(res.body.problems.map((p: { message: string }) => p.message)).toContain('the rating plan reads "answers.has_firm", but no page of the program asks "has_firm"');
    expect(await publishedId(PAGE_PATH)).toBe(current);
  });

  it('refuses a draft, the version published now, a stale base and an unknown version, each naming the problem', async () => {
    const draft = (await as('PUT', '/draft', { path: PAGE_PATH, text: '{}' })).body;
    const current = await publishedId(PAGE_PATH);
    const archived = (await as('GET', `/file?path=${PAGE_PATH}`)).body.versions.find((v: { status: string }) => v.status === 'archived').id;
    const toDraft = await as('POST', '/rollback', { version_id: draft.id, base: current, note: '' });
    expect([toDraft.status, toDraft.body.code, toDraft.body.message]).toEqual([400, 10253, `Version ${draft.id} of ${PAGE_PATH} is a draft that was never published: only a version that was published can be published again.`]);
    expect((await as('POST', '/rollback', { version_id: current, base: current, note: '' })).body.code).toBe(10259);
    const stale = await as('POST', '/rollback', { version_id: archived, base: archived, note: '' });
    expect([stale.status, stale.body.code]).toEqual([409, 10251]);
    const unknown = await as('POST', '/rollback', { version_id: '999999999', base: current, note: '' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 10252]);
    expect(await publishedId(PAGE_PATH)).toBe(current);
  });
});

describe('export and import', () => {
  it('exports the published files; an import publishes those that differ as one entry', async () => {
    const exported = await as('GET', '/export?client=TESTPROG');
    expect(exported.status).toBe(200);
    expect(exported.body.files.map((f: { path: string }) => f.path)).toEqual([FIXTURE_PATH, 'programs/TESTPROG/journey.json', PAGE_PATH, 'programs/TESTPROG/pages/quote.json', RATING_PATH]);
    const files = exported.body.files.map((f: { path: string; text: string }) => (f.path === PAGE_PATH ? { ...f, text: retitled(original, 'Imported') } : f));
    const res = await as('POST', '/import', { client: 'TESTPROG', files, note: 'from staging' });
    expect(res.status).toBe(200);
    expect(res.body.published.map((v: { path: string }) => v.path)).toEqual([PAGE_PATH]);
    expect(await title()).toBe('Imported');
    expect((await as('GET', '/audit?client=TESTPROG')).body.entries[0]).toMatchObject({ action: 'import', note: 'from staging', paths: [PAGE_PATH] });
  });

  it('an import with a problem publishes nothing; one naming another program\'s file is refused', async () => {
    const bad = await as('POST', '/import', { client: 'TESTPROG', files: [{ path: PAGE_PATH, text: withoutFirm(original) }], note: '' });
    expect(bad.status).toBe(422);
    expect(await title()).toBe('Imported');
    const other = await as('POST', '/import', { client: 'TESTPROG', files: [{ path: 'programs/CANACCT/journey.json', text: '{}' }], note: '' });
    expect([other.status, other.body.code, other.body.message]).toEqual([400, 10254, 'programs/CANACCT/journey.json is not a file of program TESTPROG.']);
  });
});

describe('what the studio refuses', () => {
  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/programs'],
    ['GET', `/file?path=${PAGE_PATH}`],
    ['GET', '/version/1'],
    ['PUT', '/draft', { path: PAGE_PATH, text: '{}' }],
    ['POST', '/check', { client: 'TESTPROG', changes: [] }],
    ['POST', '/publish', { client: 'TESTPROG', changes: [{ path: PAGE_PATH, text: '{}' }], base: { [PAGE_PATH]: null }, note: '' }],
    ['POST', '/rollback', { version_id: '1', base: null, note: '' }],
    ['GET', '/audit?client=TESTPROG'],
    ['GET', '/export?client=TESTPROG'],
    ['POST', '/import', { client: 'TESTPROG', files: [{ path: PAGE_PATH, text: '{}' }], note: '' }],
  ];

  it('every route refuses a signed-out caller (401), an applicant and a CSR (403), and nothing is published', async () => {
    const before = await publishedId(PAGE_PATH);
    for (const [method, url, body] of ROUTES) {
      expect([url, (await t.request({ method, url: `${STUDIO}${url}`, body })).status]).toEqual([url, 401]);
      for (const who of ['a@test', 'csr@test']) {
        expect([url, who, (await t.requestAs(who, { method, url: `${STUDIO}${url}`, body })).status]).toEqual([url, who, 403]);
      }
    }
    expect(await publishedId(PAGE_PATH)).toBe(before);
  });

  it('malformed, oversized and unknown input gets a 4xx naming the problem, never a 500', async () => {
    const cases: [string, string, unknown, number, RegExp | number][] = [
      ['PUT', '/draft', { path: PAGE_PATH, text: 'x'.repeat(STUDIO_FILE_MAX + 1) }, 400, /body\.text/],
      ['PUT', '/draft', { path: 'programs/TESTPROG/rates.json', text: '{}' }, 400, /body\.path/],
      ['PUT', '/draft', { path: '../etc/passwd', text: '{}' }, 400, /body\.path/],
      ['POST', '/check', { client: 'TESTPROG', changes: Array.from({ length: STUDIO_FILES_MAX + 1 }, (_, i) => ({ path: `programs/TESTPROG/pages/p${i}.json`, text: '{}' })) }, 400, /body\.changes/],
      ['POST', '/check', { client: 'NOPE', changes: [] }, 404, 10257],
      ['PUT', '/draft', { path: 'programs/NOPE/pages/start.json', text: '{}' }, 404, 10257],
      ['POST', '/publish', { client: 'TESTPROG', changes: [{ path: PAGE_PATH, text: '{}' }], base: {}, note: '' }, 400, 10256],
      ['POST', '/publish', { client: 'TESTPROG', changes: [{ path: PAGE_PATH, text: '{}' }, { path: PAGE_PATH, text: '{}' }], base: { [PAGE_PATH]: null }, note: '' }, 400, 10255],
      ['POST', '/publish', { client: 'TESTPROG', changes: [], base: {}, note: '' }, 400, /body\.changes/],
      ['POST', '/publish', { client: 'TESTPROG', changes: [{ path: PAGE_PATH, text: '{}' }], base: { [PAGE_PATH]: null }, note: 'x'.repeat(501) }, 400, /body\.note/],
      ['POST', '/rollback', { version_id: 'abc', base: null, note: '' }, 400, /body\.version_id/],
      ['GET', '/file?path=programs/TESTPROG/pages/nope.json', undefined, 404, 10258],
      ['GET', '/file', undefined, 400, /querystring\.path/],
      ['GET', '/version/12345678901', undefined, 404, 10252],
      ['GET', '/version/x', undefined, 400, /params\.id/],
      ['GET', '/export?client=NOPE', undefined, 404, 10257],
      ['GET', '/audit?client=bad client', undefined, 400, /querystring\.client/],
    ];
    for (const [method, url, body, status, named] of cases) {
      const res = await as(method, url, body);
      const label = `${method} ${url}`;
      expect([label, res.status]).toEqual([label, status]);
      if (typeof named === 'number') expect([label, res.body.code]).toEqual([label, named]);
      else expect([label, JSON.stringify(res.body.messageList)]).toEqual([label, expect.stringMatching(named)]);
    }
  });

  it('a body over the size limit is a 413', async () => {
    const res = await as('PUT', '/draft', { path: PAGE_PATH, text: '\u{1F600}'.repeat(STUDIO_FILE_MAX / 2) + 'x'.repeat(4 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });
});
