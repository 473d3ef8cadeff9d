/**
 * Quebec French first on the server (docs/requirements.md §9.5), over real HTTP on PGlite (or the
 * PostgreSQL of DATABASE_URL): the languages GET /language-offer answers each applicant, and the
 * e-mails the portal sends them, French first for a Quebec applicant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../testing/test-app';
import { brandFrenchFirst, registrantFrenchFirst } from './french-first';

const API = '/smb/cnc/api/v2';
let t: TestApp;
let next = 0;

/** A new applicant of the fixture program whose customer record's province is `state`. */
async function applicant(state: string, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const customer = `Q${process.pid}${String(++next).padStart(4, '0')}`;
  const login = `${customer.toLowerCase()}@test`;
  await seedAccounts(t.app.db, [{ login, kind: 'applicant', first_name: 'Élise', last_name: 'Roy', customer_number: customer, client: 'TESTPROG', locale }], TEST_PASSWORD);
  await t.app.db.updateTable('customers').set({ state }).where('customer_number', '=', customer).execute();
  return { login, customer };
}

const offer = (login: string, locale = 'en-CA') => t.requestAs(login, { url: `${API}/language-offer`, headers: { 'accept-language': locale } });

beforeAll(async () => {
  t = await startTestApp({ trustProxy: true });
});
afterAll(() => t?.close());

describe('GET /language-offer', () => {
  it('offers a Quebec applicant French first, English second, whatever the page’s language', async () => {
    const { login } = await applicant('QC');
    expect(await offer(login)).toEqual({ status: 200, body: { french_first: true, languages: ['fr-CA', 'en-CA'] } });
    expect((await offer(login, 'fr-CA')).body).toEqual({ french_first: true, languages: ['fr-CA', 'en-CA'] });
  });

  it('offers anyone else their own language first', async () => {
    const { login } = await applicant('ON');
    expect(await offer(login)).toEqual({ status: 200, body: { french_first: false, languages: ['en-CA', 'fr-CA'] } });
    expect((await offer(login, 'fr-CA')).body).toEqual({ french_first: false, languages: ['fr-CA', 'en-CA'] });
  });

  it('reads the business province the application gives, over the customer record', async () => {
    const { login, customer } = await applicant('ON');
    await t.app.proposals.create({
      customer_number: customer, client: 'TESTPROG', program_type: 'TESTPROG', type: 'NEW', status: 'IN_PROGRESS',
      current_progress_state: 'GENERAL_INFORMATION', created_by: 'test', revision: 1, is_quick_renewal_journey_active: false,
      progress_states: JSON.stringify([{ name: 'GENERAL_INFORMATION', completed: true, form_elements: { business_province: 'QC' } }]),
      quotes: '[]', utm: 'null',
    });
    expect((await offer(login)).body).toEqual({ french_first: true, languages: ['fr-CA', 'en-CA'] });
  });

  it('leaves English to a Quebec applicant whose application chose English for correspondence', async () => {
    const { login, customer } = await applicant('QC');
    await t.app.proposals.create({
      customer_number: customer, client: 'TESTPROG', program_type: 'TESTPROG', type: 'NEW', status: 'IN_PROGRESS',
      current_progress_state: 'GENERAL_INFORMATION', created_by: 'test', revision: 1, is_quick_renewal_journey_active: false,
      progress_states: JSON.stringify([{ name: 'GENERAL_INFORMATION', completed: true, form_elements: { business_province: 'QC', language_code: 'en' } }]),
      quotes: '[]', utm: 'null',
    });
    expect((await offer(login)).body).toEqual({ french_first: false, languages: ['en-CA', 'fr-CA'] });
  });

  it('is refused without a session (401) and to staff and sponsors (403)', async () => {
    expect((await t.request({ url: `${API}/language-offer` })).status).toBe(401);
    expect((await offer('csr@test')).status).toBe(403);
    expect((await offer('sponsor@test')).status).toBe(403);
  });
});

describe('e-mails', () => {
  async function recoveryMail(login: string) {
    const res = await t.request({ method: 'POST', url: `${API}/forgot-password`, body: { email: login }, headers: { 'x-forwarded-for': `10.8.0.${++next}` } });
    expect(res.status).toBe(200);
    for (let i = 0; i < 50; i++) {
      const messages = (await t.request({ url: '/dev/outbox' })).body.messages as { to: string; subject: string; text: string }[];
      const mine = messages.find((m) => m.to === login);
      if (mine) return mine;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no e-mail to ${login}`);
  }

  it('a Quebec applicant’s e-mail is in French first, then in English', async () => {
    const { login } = await applicant('QC');
    const mail = await recoveryMail(login);
    expect(mail.subject).toBe('Votre code de récupération du mot de passe / Your password recovery code');
    expect(mail.text).toMatch(/^The English version of this message follows the French one\.\n\nBonjour Élise,\n\nVotre code .*\d{8}/s);
    expect(mail.text.indexOf('Hello Élise')).toBeGreaterThan(mail.text.indexOf('Bonjour Élise'));
  });

  it('anyone else’s is in their own language only', async () => {
    const { login } = await applicant('ON');
    const mail = await recoveryMail(login);
    expect(mail.subject).toBe('Your password recovery code');
    expect(mail.text).toMatch(/^Hello Élise,/);
    expect(mail.text).not.toMatch(/Bonjour/);
  });
});

describe('the rule’s inputs', () => {
  it('a brand flag nobody sets in a program’s entry comes from the shared settings', () => {
    expect(brandFrenchFirst('CANACCT')).toBe(true);
    expect(brandFrenchFirst('UNKNOWN')).toBe(true);
  });
  it('a registrant is in Quebec by the address they picked, else by their postal code', () => {
    expect(registrantFrenchFirst('CANACCT', { administrativeArea: 'QC' }, 'K1A 0B1')).toBe(true);
    expect(registrantFrenchFirst('CANACCT', null, 'H2X 1Y4')).toBe(true);
    expect(registrantFrenchFirst('CANACCT', { administrativeArea: 'ON' }, 'H2X 1Y4')).toBe(false);
    expect(registrantFrenchFirst('CANACCT', null, 'M5X 1A9')).toBe(false);
  });
});
