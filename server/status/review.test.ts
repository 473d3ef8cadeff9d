/**
 * What the CSR review page calls (docs/requirements.md §8.3, §8.5): the proposal by id with its
 * applicant, a decision with a note at the proposal's revision, and the history naming who acted.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import type { Status } from '../../adapters/status';

const API = '/smb/cnc/api/v2';
const PROGRAMS = fileURLToPath(new URL('../../schemas/programs', import.meta.url));
let t: TestApp;

/** The customer's one live proposal, in `status` (an earlier one is set aside). */
async function seed(customer: string, status: Status): Promise<string> {
  await t.app.db.updateTable('proposals').set({ deleted_at: new Date() }).where('customer_number', '=', customer).where('deleted_at', 'is', null).execute();
  const row = await t.app.proposals.create({
    customer_number: customer, client: 'CANACCT', program_type: 'accountant', type: 'NEW', status,
    current_progress_state: 'GENERAL_INFORMATION', created_by: 'test', revision: 1, is_quick_renewal_journey_active: false,
    progress_states: JSON.stringify([{ name: 'GENERAL_INFORMATION', completed: true, form_elements: { first_name: 'Rita', last_name: 'Review' } }]),
    quotes: '[]', utm: 'null',
  });
  return row.id;
}

const call = (who: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  who ? t.requestAs(who, { method, url: `${API}${path}`, body, headers }) : t.request({ method, url: `${API}${path}`, body, headers });
const revisionOf = async (id: string) => String((await t.app.proposals.byId(id))!.revision);

beforeAll(async () => {
  t = await startTestApp({ programsDir: PROGRAMS });
  await seedAccounts(t.app.db, [
    { login: 'rita@test', kind: 'applicant', first_name: 'Rita', last_name: 'Review', customer_number: 'R100', client: 'CANACCT', locale: 'en-CA' },
    { login: 'other@test', kind: 'applicant', first_name: 'Otto', last_name: 'Other', customer_number: 'R101', client: 'CANACCT', locale: 'en-CA' },
    { login: 'acct.sponsor@test', kind: 'sponsor', first_name: 'Ada', last_name: 'Sponsor', customer_number: null, client: 'CANACCT', locale: 'en-CA' },
    { login: 'law.sponsor@test', kind: 'sponsor', first_name: 'Lou', last_name: 'Sponsor', customer_number: null, client: 'CANLAWYERS', locale: 'en-CA' },
  ], TEST_PASSWORD);
});
afterAll(() => t?.close());

describe('the CSR review page’s calls', () => {
  it('the proposal by id names its applicant; only its owner or a CSR reads it', async () => {
    const id = await seed('R100', 'CSR_REVIEW_IN_PROGRESS');
    const res = await call('csr@test', 'GET', `/proposals/id/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'CSR_REVIEW_IN_PROGRESS', applicant: { first_name: 'Rita', last_name: 'Review', email: 'rita@test' } });
    expect((await call('rita@test', 'GET', `/proposals/id/${id}`)).body.applicant.first_name).toBe('Rita');
    expect((await call(null, 'GET', `/proposals/id/${id}`)).status).toBe(401);
    expect((await call('other@test', 'GET', `/proposals/id/${id}`)).status).toBe(403);
    expect((await call('sponsor@test', 'GET', `/proposals/id/${id}`)).status).toBe(403);
    const bad = await call('csr@test', 'GET', '/proposals/id/not-an-id');
    expect(bad.status).toBe(400);
  });

  it('the review summary: the answers by step in the caller’s language, for CSRs only', async () => {
    const id = await seed('R100', 'PENDING_CSR_REVIEW');
    const en = await call('csr@test', 'GET', `/proposals/${id}/review`);
    expect(en.status).toBe(200);
    expect(en.body.groups).toEqual([
      {
        route: 'general-information', title: 'General information',
        sections: [{ title: 'About you', entries: [
          { kind: 'answer', path: 'first_name', label: 'First name', text: 'Rita' },
          { kind: 'answer', path: 'last_name', label: 'Last name', text: 'Review' },
        ] }],
      },
    ]);
    const fr = await call('csr@test', 'GET', `/proposals/${id}/review`, undefined, { 'accept-language': 'fr-CA' });
    expect(fr.body.groups[0]).toMatchObject({ title: 'Renseignements généraux', sections: [{ title: 'À propos de vous', entries: [{ label: 'Prénom' }, { label: 'Nom de famille' }] }] });
    expect((await call(null, 'GET', `/proposals/${id}/review`)).status).toBe(401);
    expect((await call('rita@test', 'GET', `/proposals/${id}/review`)).status).toBe(403);
    expect((await call('sponsor@test', 'GET', `/proposals/${id}/review`)).status).toBe(403);
    expect((await call('csr@test', 'GET', '/proposals/not-an-id/review')).status).toBe(400);
  });

  it('a decision keeps its note, and the history names who acted', async () => {
    const id = await seed('R100', 'CSR_REVIEW_IN_PROGRESS');
    const res = await call('csr@test', 'POST', `/proposals/${id}/status`, { type: 'APPROVE', note: '  Checked the licence.  ' }, { revision: await revisionOf(id) });
    expect(res.body).toMatchObject({ status: 'CSR_APPROVED' });
    const history = await call('csr@test', 'GET', `/proposals/${id}/events`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({ from_status: 'CSR_REVIEW_IN_PROGRESS', to_status: 'CSR_APPROVED', action: 'APPROVE', actor: 'csr@test', actor_name: 'Cy Rep', note: 'Checked the licence.', at: expect.any(String) }),
    ]);
    const reopened = await call('csr@test', 'POST', `/proposals/${id}/status`, { type: 'STATUS_UPDATE', status: 'CSR_REVIEW_IN_PROGRESS', note: '' }, { revision: await revisionOf(id) });
    expect(reopened.body.status).toBe('CSR_REVIEW_IN_PROGRESS');
    expect((await call('csr@test', 'GET', `/proposals/${id}/events`)).body[1]).toMatchObject({ action: 'STATUS_UPDATE', note: null });
  });

  it('a stale decision is refused with 409 naming the status now stored', async () => {
    const id = await seed('R100', 'CSR_REVIEW_IN_PROGRESS');
    const seen = await revisionOf(id);
    await call('csr@test', 'POST', `/proposals/${id}/status`, { type: 'SEND_TO_CUSTOMER' }, { revision: seen });
    const late = await call('csr@test', 'POST', `/proposals/${id}/status`, { type: 'REJECT', note: 'too late' }, { revision: seen });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 10022, current_status: 'WAITING_ON_CUSTOMER', current_revision: Number(seen) + 1 });
    expect((await t.app.proposals.byId(id))!.status).toBe('WAITING_ON_CUSTOMER');
  });

  it('refuses the signed-out (401), the applicant and another role (403), a malformed id or note (400)', async () => {
    const id = await seed('R101', 'CSR_REVIEW_IN_PROGRESS');
    const post = (who: string | null, body: unknown, path = `/proposals/${id}/status`) => call(who, 'POST', path, body, { revision: '1' });
    expect((await post(null, { type: 'APPROVE' })).status).toBe(401);
    expect((await call(null, 'GET', `/proposals/${id}/events`)).status).toBe(401);
    expect((await post('other@test', { type: 'APPROVE' })).status).toBe(403);
    expect((await post('sponsor@test', { type: 'APPROVE' })).status).toBe(403);
    expect((await call('rita@test', 'GET', `/proposals/${id}/events`)).status).toBe(403);
    expect((await post('csr@test', { type: 'APPROVE' }, '/proposals/not-an-id/status')).status).toBe(400);
    expect((await call('csr@test', 'GET', '/proposals/not-an-id/events')).status).toBe(400);
    const long = await post('csr@test', { type: 'APPROVE', note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/note/);
    expect((await t.app.proposals.byId(id))!.status).toBe('CSR_REVIEW_IN_PROGRESS');
  });

  it('taking an application is for CSRs: the applicant and a sponsor of its program are refused (403)', async () => {
    const id = await seed('R100', 'PENDING_CSR_REVIEW');
    for (const who of ['rita@test', 'acct.sponsor@test']) {
      expect((await call(who, 'POST', `/proposals/${id}/status`, { type: 'ASSIGN_TO' }, { revision: await revisionOf(id) })).status).toBe(403);
    }
    expect((await t.app.proposals.byId(id))!.status).toBe('PENDING_CSR_REVIEW');
  });

  it('a sponsor reads the history of their own program’s applications only (docs/requirements.md §8.4)', async () => {
    const id = await seed('R100', 'PENDING_SPONSOR_REVIEW');
    expect((await call('acct.sponsor@test', 'GET', `/proposals/${id}/events`)).status).toBe(200);
    expect((await call('law.sponsor@test', 'GET', `/proposals/${id}/events`)).status).toBe(403);
    // a sponsor without a program sees no program's
    expect((await call('sponsor@test', 'GET', `/proposals/${id}/events`)).status).toBe(403);
  });
});
