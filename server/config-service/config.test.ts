import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileLayout, layoutHash } from '../../adapters/compile';
import type { LayoutPage, Locale, Role } from '../../adapters/types';
import { validatorKey } from '../../adapters/validators/validator-key';
import { FIXTURE_PROGRAMS, startTestApp, type TestApp } from '../testing/test-app';

const CONFIG = '/smb/cnc/api/v2/config';
let t: TestApp;
let dir: string;
let pagesDir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'config-test-'));
  cpSync(FIXTURE_PROGRAMS, join(dir, 'programs'), { recursive: true });
  pagesDir = join(dir, 'programs', 'TESTPROG', 'pages');
  writeFileSync(
    join(pagesDir, 'broken.json'),
    JSON.stringify({ route_name: 'broken', title: { 'en-CA': 'Broken', 'fr-CA': 'Brisé' }, form_container: { rows: [{ sections: [{ fields: [{ name: 'x', type: 'no-such-type' }] }] }] } }),
  );
  const notes = { 'en-CA': '**Read** <script>alert(1)</script> [our site](https://example.org)', 'fr-CA': '**Lisez** [notre site](https://example.org)' };
  writeFileSync(
    join(pagesDir, 'notes.json'),
    JSON.stringify({ route_name: 'notes', title: { 'en-CA': 'Notes', 'fr-CA': 'Notes' }, form_container: { rows: [{ sections: [{ fields: [{ name: 'notes', type: 'markdowntext', markdownText: notes }] }] }] } }),
  );
  t = await startTestApp({ programsDir: join(dir, 'programs') });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (query: string, headers: Record<string, string> = {}) => fetch(`${t.url}${CONFIG}?${query}`, { headers });

describe('config service', () => {
  it('serves a layout page unchanged (bilingual) with its locale and content hash', async () => {
    const res = await get('client=TESTPROG&locale=fr-CA&page=personal-details&environment=local');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ client: 'TESTPROG', page: 'personal-details', kind: 'layout', locale: 'fr-CA' });
    expect(body.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.content.route_name).toBe('personal-details');
    expect(body.content.title).toEqual({ 'en-CA': 'Personal details', 'fr-CA': 'Renseignements personnels' });
  });

  it("sends the page's markdown rendered and sanitized beside the page, which keeps the hash the browser computes", async () => {
    for (const locale of ['en-CA', 'fr-CA']) {
      const body = await (await get(`client=TESTPROG&locale=${locale}&page=notes`)).json();
      expect(layoutHash(body.content)).toBe(body.content_hash);
      expect(body.content.form_container.rows[0].sections[0].fields[0].markdownText['en-CA']).toContain('<script>');
      expect(body.markdown).toEqual({
        '**Read** <script>alert(1)</script> [our site](https://example.org)':
          '<p><strong>Read</strong> &lt;script&gt;alert(1)&lt;/script&gt; <a href="https://example.org" target="_blank" rel="noopener noreferrer">our site</a></p>\n',
        '**Lisez** [notre site](https://example.org)':
          '<p><strong>Lisez</strong> <a href="https://example.org" target="_blank" rel="noopener noreferrer">notre site</a></p>\n',
      });
    }
  });

  it("names each view's validator module beside the page: the key of the page compiled for that view, in either locale", async () => {
    const views: Role[] = ['applicant', 'csr', 'sponsor'];
    for (const locale of ['en-CA', 'fr-CA'] as Locale[]) {
      const body = await (await get(`client=TESTPROG&locale=${locale}&page=personal-details`)).json();
      const page = body.content as LayoutPage;
      expect(layoutHash(page)).toBe(body.content_hash);
      const keys = Object.fromEntries(views.map((role) => [role, validatorKey(compileLayout(page, { locale, program: 'TESTPROG', applicationType: 'NEW', role }).schema)]));
      expect(body.validators).toEqual(keys);
      // the browser may compile in the other language after a switch: the same keys
      const other: Locale = locale === 'en-CA' ? 'fr-CA' : 'en-CA';
      expect(views.map((role) => validatorKey(compileLayout(page, { locale: other, program: 'TESTPROG', applicationType: 'NEW', role }).schema))).toEqual(views.map((v) => keys[v]));
      // and the validator route serves each of them
      for (const key of new Set(Object.values(keys))) expect((await fetch(`${t.url}/smb/cnc/api/v2/validators/TESTPROG/personal-details/${key}.js`)).status).toBe(200);
    }
    const journey = await (await get('client=TESTPROG&page=journey')).json();
    expect(journey).not.toHaveProperty('validators');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('client=TESTPROG&page=personal-details');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get('client=TESTPROG&page=personal-details', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const otherLocale = await get('client=TESTPROG&page=personal-details&locale=fr-CA', { 'if-none-match': etag! });
    expect(otherLocale.status).toBe(200);
  });

  it('does not serve a broken page, and serves the others', async () => {
    const broken = await get('client=TESTPROG&page=broken');
    expect(broken.status).toBe(404);
    expect((await broken.json()).message).toBe('Program TESTPROG has no page “broken”.');
    expect((await get('client=TESTPROG&page=quote')).status).toBe(200);
  });

  it('unknown client or page is a 404 with a clear message', async () => {
    const client = await get('client=NOPE&page=quote');
    expect(client.status).toBe(404);
    expect(await client.json()).toMatchObject({ status: 404, error: 'Not Found', message: 'There is no program with client code “NOPE”.', code: 10030 });
    const page = await get('client=TESTPROG&page=nope&locale=fr-CA');
    expect((await page.json()).message).toBe('Le programme TESTPROG n’a pas de page « nope ».');
  });

  it('serves the journey and components; components resolved to the locale', async () => {
    const journey = await (await get('client=TESTPROG&page=journey')).json();
    expect(journey.kind).toBe('journey');
    expect(journey.content.links.map((l: { route_name: string }) => l.route_name)).toEqual(['personal-details', 'quote']);
    const errors = await (await get('client=TESTPROG&page=errors&locale=fr-CA')).json();
    const stale = errors.content.records.find((r: { errorCode: number }) => r.errorCode === 10022);
    expect(stale).toMatchObject({ page: 'proposals', status: 409, title: 'Votre demande a été modifiée ailleurs', errorType: 'onPage' });
    const idle = await (await get('client=TESTPROG&page=user_idle')).json();
    expect(idle.content).toMatchObject({ timeout: 120, title: 'Are you still there?' });
    expect((await get('client=TESTPROG&page=exceptionFields')).status).toBe(200);
  });

  it('a missing locale value or an unknown environment is a 400', async () => {
    const res = await get('client=TESTPROG&page=quote&locale=de-DE');
    expect(res.status).toBe(400);
    expect((await res.json()).messageList[0].field).toBe('querystring.locale');
    expect((await get('client=TESTPROG&page=quote&environment=mars')).status).toBe(400);
  });

  it('reload is for staff; it re-reads files and keeps the last good version of a page that broke', async () => {
    const denied = await t.requestAs('a@test', { method: 'POST', url: `${CONFIG}/reload` });
    expect(denied.status).toBe(403);

    const before = await (await get('client=TESTPROG&page=personal-details')).json();
    writeFileSync(join(pagesDir, 'personal-details.json'), '{ "route_name": "personal-details", ');
    writeFileSync(join(pagesDir, 'broken.json'), JSON.stringify({ route_name: 'broken', title: { 'en-CA': 'Fixed', 'fr-CA': 'Réparé' }, form_container: { rows: [] } }));
    const res = await t.requestAs('csr@test', { method: 'POST', url: `${CONFIG}/reload` });
    expect(res.status).toBe(200);
    const result = res.body;
    // the journey now links to a page that does not parse, so it is flagged too
    const journeyFile = join(dir, 'programs', 'TESTPROG', 'journey.json');
    expect(result.problems.map((p: { file: string }) => p.file).sort()).toEqual([journeyFile, join(pagesDir, 'personal-details.json')]);
    expect(result.kept_last_good).toEqual([join(pagesDir, 'personal-details.json'), journeyFile]);
    expect((await get('client=TESTPROG&page=journey')).status).toBe(200);

    const after = await (await get('client=TESTPROG&page=personal-details')).json();
    expect(after.content_hash).toBe(before.content_hash);
    const fixed = await get('client=TESTPROG&page=broken');
    expect(fixed.status).toBe(200);
    expect((await fixed.json()).content.title['en-CA']).toBe('Fixed');
  });

  it('a reload replaces the cached answer: the old ETag no longer matches and the new content is served', async () => {
    const first = await get('client=TESTPROG&page=broken&locale=fr-CA');
    const etag = first.headers.get('etag')!;
    expect((await get('client=TESTPROG&page=broken&locale=fr-CA', { 'if-none-match': etag })).status).toBe(304);
    writeFileSync(join(pagesDir, 'broken.json'), JSON.stringify({ route_name: 'broken', title: { 'en-CA': 'Changed', 'fr-CA': 'Modifié' }, form_container: { rows: [] } }));
    expect((await t.requestAs('csr@test', { method: 'POST', url: `${CONFIG}/reload` })).status).toBe(200);
    const after = await get('client=TESTPROG&page=broken&locale=fr-CA', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json()).content.title['fr-CA']).toBe('Modifié');
  });
});
