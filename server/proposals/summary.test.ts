/**
 * GET proposals/summary/{customerNumber}, what the csr-review pages read (docs/requirements.md §8.5):
 * a CSR reads any customer's application, the program's sponsor theirs, the applicant their own;
 * everyone else is refused, and a malformed customer number is a 400 naming it.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const SUMMARY = '/smb/cnc/api/v2/proposals/summary';
const PROGRAMS = fileURLToPath(new URL('../../schemas/programs', import.meta.url));
let t: TestApp;
let id = '';

const read = (who: string | null, customer: string, headers: Record<string, string> = {}) =>
  who ? t.requestAs(who, { url: `${SUMMARY}/${customer}`, headers }) : t.request({ url: `${SUMMARY}/${customer}`, headers });

beforeAll(async () => {
  t = await startTestApp({ programsDir: PROGRAMS });
  await seedAccounts(t.app.db, [
    { login: 'rita@test', kind: 'applicant', first_name: 'Rita', last_name: 'Review', customer_number: 'R100', client: 'CANACCT', locale: 'en-CA' },
    { login: 'otto@test', kind: 'applicant', first_name: 'Otto', last_name: 'Other', customer_number: 'R101', client: 'CANACCT', locale: 'en-CA' },
    { login: 'acct-sponsor@test', kind: 'sponsor', first_name: 'Ada', last_name: 'Sponsor', customer_number: null, client: 'CANACCT', locale: 'en-CA' },
    { login: 'law-sponsor@test', kind: 'sponsor', first_name: 'Lou', last_name: 'Sponsor', customer_number: null, client: 'CANLAWYERS', locale: 'en-CA' },
  ], TEST_PASSWORD);
  const row = await t.app.proposals.create({
    customer_number: 'R100', client: 'CANACCT', program_type: 'accountant', type: 'NEW', status: 'PENDING_SPONSOR_REVIEW',
    current_progress_state: 'GENERAL_INFORMATION', created_by: 'test', revision: 1, is_quick_renewal_journey_active: false,
    progress_states: JSON.stringify([{ name: 'GENERAL_INFORMATION', completed: true, form_elements: { first_name: 'Rita', last_name: 'Review', business_province: 'QC' } }]),
    quotes: '[]', utm: 'null',
  });
  id = row.id;
});
afterAll(() => t?.close());

describe('the summary of a customer’s application', () => {
  it('a CSR reads any customer’s: the proposal, who applies, and the answers by step in the caller’s language', async () => {
    const res = await read('csr@test', 'R100');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      proposal: { id, status: 'PENDING_SPONSOR_REVIEW', customer_number: 'R100', client: 'CANACCT', type: 'NEW', applicant: { first_name: 'Rita', last_name: 'Review' } },
      groups: [{
        route: 'general-information', title: 'General information',
        sections: [
          { title: 'About you', entries: [
            { kind: 'answer', path: 'first_name', label: 'First name', text: 'Rita' },
            { kind: 'answer', path: 'last_name', label: 'Last name', text: 'Review' },
          ] },
          { title: 'Your practice', entries: [{ kind: 'answer', path: 'business_province', label: 'Province or territory of your practice', text: 'Quebec' }] },
        ],
      }],
    });
    const fr = await read('csr@test', 'R100', { 'accept-language': 'fr-CA' });
    expect(fr.body.groups[0]).toMatchObject({ title: 'Renseignements généraux', sections: [{ entries: [{ label: 'Prénom' }, { label: 'Nom de famille' }] }, { entries: [{ text: 'Québec' }] }] });
  });

  it('the sponsor of the program reads it; a sponsor of another program, or of none, does not find it', async () => {
    const res = await read('acct-sponsor@test', 'R100');
    expect(res.status).toBe(200);
    expect(res.body.proposal.id).toBe(id);
    expect(res.body.groups[0].route).toBe('general-information');
    const other = await read('law-sponsor@test', 'R100');
    expect([other.status, other.body.groups]).toEqual([404, undefined]);
    expect((await read('sponsor@test', 'R100')).status).toBe(404);
  });

  it('the applicant reads their own; another customer’s is refused', async () => {
    const own = await read('rita@test', 'R100');
    expect([own.status, own.body.proposal.customer_number]).toEqual([200, 'R100']);
    const other = await read('otto@test', 'R100');
    expect([other.status, other.body.groups]).toEqual([403, undefined]);
  });

  it('refuses the signed-out (401) and a role that reads no application (the client user, 403)', async () => {
    expect((await read(null, 'R100')).status).toBe(401);
    await seedAccounts(t.app.db, [{ login: 'client@test', kind: 'client', first_name: 'Cleo', last_name: 'Client', customer_number: null, client: 'CANACCT', locale: 'en-CA' }], TEST_PASSWORD);
    expect((await read('client@test', 'R100')).status).toBe(403);
  });

  it.each([
    ['too long', 'R'.repeat(21)],
    ['not a customer number', 'R100%20OR%201'],
    ['base64 padding', 'UjEwMA=='],
  ])('a malformed customer number (%s) is a 400 naming the parameter', async (_, customer) => {
    const res = await read('csr@test', customer);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('customerNumber');
  });

  it('a customer without an application is not found', async () => {
    expect((await read('csr@test', 'Z999')).status).toBe(404);
    expect((await read('otto@test', 'R101')).status).toBe(404);
  });
});
