/**
 * The first step's form in index.html (docs/server.md "Browser app", docs/architecture.md "How a page loads"):
 * a journey step asked by its own applicant comes with the step drawn and the first replies inlined,
 * personal and never cached for anyone else; every other caller and case gets the plain index.html.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { API } from '../http/paths';

const INDEX = '<!doctype html><html lang="en-CA"><head><title>Portal</title><link rel="stylesheet" href="/assets/index-Aa11.css"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-Aa11.js', css: ['assets/index-Aa11.css'], isEntry: true },
  'src/pages/journey/JourneyPage.tsx': { file: 'assets/JourneyPage-Bb22.js', imports: ['_form-Cc33.js'] },
  '_form-Cc33.js': { file: 'assets/form-Cc33.js', css: ['assets/form-Cc33.css'] },
  'widgets/inputs/calendar/Calendar.tsx': { file: 'assets/Calendar-Dd44.js', css: ['assets/Calendar-Dd44.css'] },
};
const DEMO_PASSWORD = 'Demo!Portal2024';
const STEP = '/lawyers/en-ca/general-information';

let t: TestApp;
let dist: string;
const logged: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const stream = { write: (line: string) => logged.push(line) };
  t = await startTestApp({ distDir: dist, programsDir: resolve(import.meta.dirname, '../../schemas/programs'), seedDemo: true }, [], { level: 'error', stream });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function page(url: string, login?: string, headers: Record<string, string> = {}) {
  const cookie = login ? await t.login(login, DEMO_PASSWORD) : undefined;
  return t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

/** The inlined replies of a pre-rendered page. */
function payloadOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="first-payload">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'an inlined payload').toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

describe('a journey step asked by its applicant', () => {
  it('comes with the step drawn: heading, the fields the rules show, values, labels in the URL’s language, no way to submit', async () => {
    const res = await page(STEP, 'lawyer@demo.test');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root"><div data-first-paint="general-information">');
    expect(html).toContain('<h1 tabindex="-1">General information</h1>');
    expect(html).toContain('Signed in as Laura Lawyer');
    // the configured header buttons, as the app draws them once their configuration is in
    expect(html).toContain('<ul class="shell-buttons"><li><a class="shell-button" href="/lawyers/en-ca">My application</a></li>');
    // prefilled from the account, as the form opens
    expect(html).toMatch(/<input id="root\.first_name"[^>]* value="Laura"/);
    expect(html).toContain('<label id="root.law_society_number__label" for="root.law_society_number" class="jf-label">Law society member number</label>');
    // shown only for a corporation (display rule): not for this applicant's answers
    expect(html).not.toContain('root.firm_name');
    expect(html).toContain('<option value="ON">Ontario</option>');
    // the only submit button is disabled: Enter submits nothing before the app runs
    expect(html.match(/type="submit"[^>]*>/g)).toEqual(['type="submit" class="button" disabled>']);
    // the step's stylesheets, the date widget's among them, and its validator module start with the page
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/form-Cc33.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Calendar-Dd44.css">');
    expect(html).not.toContain('href="/assets/index-Aa11.css"><link rel="stylesheet" crossorigin href="/assets/index-Aa11.css"');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/smb\/cnc\/api\/v2\/validators\/CANLAWYERS\/general-information\/[0-9a-f]{64}\.js">/);
  });

  it('in French at the French URL', async () => {
    const html = (await page('/lawyers/fr-ca/general-information', 'lawyer@demo.test')).body;
    expect(html).toContain('<h1 tabindex="-1">Renseignements généraux</h1>');
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<title>Renseignements généraux · Assurance responsabilité professionnelle des avocats</title>');
    expect(html).toContain('>Prénom</label>');
    expect(html).toContain('placeholder="JJ/MM/AAAA"');
  });

  it('inlines what the page would fetch first, as the API answers it, with no < left to end the script element', async () => {
    const cookie = await t.login('lawyer@demo.test', DEMO_PASSWORD);
    const html = (await t.app.inject({ method: 'GET', url: STEP, headers: { cookie } })).body;
    const payload = payloadOf(html);
    const session = await t.app.inject({ method: 'GET', url: `${API}/session`, headers: { cookie } });
    expect((payload.session as { user: unknown }).user).toEqual(session.json().user);
    expect(Object.keys(payload.config as object).sort()).toEqual(['brandsConfig', 'general-information', 'journey', 'user_idle']);
    expect(payload.routeName).toBe('general-information');
    const script = /<script type="application\/json" id="first-payload">(.*?)<\/script>/s.exec(html)![1]!;
    expect(script).not.toContain('<');
  });

  it('is personal: stored by no cache, varied by cookie, compressed', async () => {
    const res = await page(STEP, 'lawyer@demo.test', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('data-first-paint');
    // small: the whole page with its replies, compressed
    expect(res.rawPayload.length).toBeLessThan(12_000);
  });

  it('holds only the caller’s own application: another applicant of the program never sees this one’s', async () => {
    const html = (await page(STEP, 'twoprograms@demo.test')).body;
    expect(html).not.toContain('Laura');
    expect(html).not.toContain('lawyer@demo.test');
  });

  it('is never served to another user: the next caller without that cookie gets the plain page', async () => {
    await page(STEP, 'lawyer@demo.test');
    const other = await page(STEP);
    expect(other.body).toBe(INDEX);
    expect(other.body).not.toContain('Laura');
  });
});

describe('the plain index.html, exactly as before', () => {
  const plain = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  };

  it('signed out', async () => plain(await page(STEP)));
  it('a step of another program', async () => plain(await page('/accountants/en-ca/general-information', 'lawyer@demo.test')));
  it('another program’s applicant (their own application is elsewhere)', async () => plain(await page(STEP, 'accountant@demo.test')));
  it('an unknown step', async () => plain(await page('/lawyers/en-ca/no-such-step', 'lawyer@demo.test')));
  it('a page that is not a step', async () => plain(await page('/lawyers/en-ca/dashboard/x', 'lawyer@demo.test')));
  it('a sponsor reviewer', async () => plain(await page('/accountants/en-ca/general-information', 'sponsor.acct@demo.test')));
  it('a client user', async () => plain(await page('/accountants/en-ca/general-information', 'client@demo.test')));
  it('a step past one not answered yet', async () => plain(await page('/lawyers/en-ca/practice-information', 'lawyer@demo.test')));
  it('a forged cookie', async () => plain(await t.app.inject({ method: 'GET', url: STEP, headers: { cookie: 'session=forged' } })));

  it('a CSR, even with the customer open', async () => {
    const cookie = await t.login('csr@demo.test');
    plain(await t.app.inject({ method: 'GET', url: STEP, headers: { cookie } }));
  });

  it('during a maintenance window', async () => {
    const now = Date.now();
    const staff = await t.app.db.selectFrom('users').select('id').where('login', '=', 'csr@demo.test').executeTakeFirstOrThrow();
    const { id } = await t.app.db
      .insertInto('maintenance_windows')
      .values({ starts_at: new Date(now - 60_000), ends_at: new Date(now + 3_600_000), message_en: 'Down', message_fr: 'En panne', created_by_id: staff.id, created_by_name: 'Carl Service' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      plain(await page(STEP, 'lawyer@demo.test'));
    } finally {
      await t.app.db.deleteFrom('maintenance_windows').where('id', '=', id).execute();
    }
    expect((await page(STEP, 'lawyer@demo.test')).body).toContain('data-first-paint');
  });
});
