/**
 * The sponsor (client RPG captive) lists (docs/requirements.md §8.4): who may read them, that the
 * program is the caller's own whatever the request says, the sponsor row, pages and a 400 naming
 * the parameter for a malformed query.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Status } from '../../adapters/status';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const LIST = '/smb/cnc/api/v2/proposals/sponsor-list';
let t: TestApp;
let sponsor = '';
const ids: Record<string, string> = {};

async function seedProposal(key: string, customer: string, status: Status, modified: string, client = 'TESTPROG', referred?: string) {
  const row = await t.app.db
    .insertInto('proposals')
    .values({
      customer_number: customer, client, program_type: 'TEST', type: 'NEW', status, created_by: 'seed', revision: 1, quotes: '[]', utm: sql`null`,
      is_quick_renewal_journey_active: false,
      progress_states: JSON.stringify([{ name: 'ONE', completed: true, form_elements: { business_province: 'ON' } }]),
      last_modified_timestamp: `${modified}T12:00:00Z`,
      referal_date: referred ? `${referred}T12:00:00Z` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

const list = async (query = '', cookie = sponsor) => t.request({ url: `${LIST}${query ? `?${query}` : ''}`, cookie });
const keysOf = (rows: { id: string }[]) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

beforeAll(async () => {
  t = await startTestApp();
  await seedAccounts(t.app.db, [
    { login: 'gb-sponsor@test', kind: 'sponsor', first_name: 'Gail', last_name: 'Sponsor', customer_number: null, client: 'TESTPROG', locale: 'en-CA' },
  ], TEST_PASSWORD);
  sponsor = await t.login('gb-sponsor@test');
  await seedProposal('ann', 'T001', 'PENDING_CSR_REVIEW', '2026-03-01', 'TESTPROG', '2026-02-27');
  await seedProposal('bob', 'T002', 'IN_PROGRESS', '2026-03-02');
  for (let i = 0; i < 10; i++) await seedProposal(`s${i}`, `S${String(i).padStart(3, '0')}`, 'PENDING_SPONSOR_REVIEW', `2026-02-${String(i + 1).padStart(2, '0')}`);
  await seedProposal('other', 'O001', 'PENDING_SPONSOR_REVIEW', '2026-03-03', 'OTHERPROG');
});
afterAll(() => t?.close());

describe('who may read the sponsor lists', () => {
  it.each([
    ['nobody signed in', undefined, 401],
    ['an applicant', 'a@test', 403],
    ['a CSR', 'csr@test', 403],
    ['a sponsor', 'gb-sponsor@test', 200],
  ])('%s: %s', async (_, login, status) => {
    const res = await t.request({ url: LIST, ...(login ? { cookie: await t.login(login) } : {}) });
    expect(res.status).toBe(status);
  });

  it('a sponsor without a program sees an empty list, not every program', async () => {
    const res = await list('', await t.login('sponsor@test'));
    expect([res.status, res.body.total, res.body.rows]).toEqual([200, 0, []]);
  });
});

describe('the sponsor review list', () => {
  it('shows the sponsor’s own program only, in the statuses a sponsor follows, 10 a page', async () => {
    const first = await list();
    expect([first.body.total, first.body.page, first.body.page_size]).toEqual([11, 1, 10]);
    expect(keysOf(first.body.rows)).toEqual(['ann', 's9', 's8', 's7', 's6', 's5', 's4', 's3', 's2', 's1']);
    expect(keysOf((await list('page=2')).body.rows)).toEqual(['s0']);
  });

  it('ignores a program named in the request: the session decides', async () => {
    const res = await list('view=answer-net&client=OTHERPROG');
    expect(res.body.total).toBe(12);
    expect(keysOf(res.body.rows)).not.toContain('other');
  });

  it('shows the sponsor row, a referral still with the CSRs as "Pending"', async () => {
    expect((await list()).body.rows[0]).toEqual({
      id: ids.ann, customer_number: 'T001', last_modified: '2026-03-01', referral_date: '2026-02-27', status: 'PENDING_CSR_REVIEW',
      status_label: 'backoffice.sponsor.pending', type: 'NEW', first_name: 'Ann', last_name: 'Able', business_province: 'ON',
      phone: null, postal_code: expect.any(String),
    });
    const unknownCustomer = (await list()).body.rows[1];
    expect(unknownCustomer).toMatchObject({ status_label: 'backoffice.status.PENDING_SPONSOR_REVIEW', first_name: null, last_name: null, phone: null, postal_code: null });
  });
});

describe('the answer-net list', () => {
  it('shows every status of the program, read only', async () => {
    const res = await list('view=answer-net');
    expect(res.body.total).toBe(12);
    expect(keysOf(res.body.rows).slice(0, 2)).toEqual(['ann', 'bob']);
  });
});

describe('malformed queries', () => {
  it.each([
    ['page=0', 'page'],
    ['page=10001', 'page'],
    ['page=x', 'page'],
    ['view=all', 'view'],
  ])('%s names %s', async (query, name) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(name);
  });
});

describe('the sponsor review of one application', () => {
  const REVIEW = '/smb/cnc/api/v2/proposals/sponsor-review';

  it('shows the applicant and the status of the customer’s application in the sponsor’s program', async () => {
    const res = await t.request({ url: `${REVIEW}/T001`, cookie: sponsor });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ids.ann, revision: 1, customer_number: 'T001', client: 'TESTPROG', status: 'PENDING_CSR_REVIEW', status_label: 'backoffice.sponsor.pending',
      first_name: 'Ann', last_name: 'Able', email: 'a@test', business_province: 'ON',
    });
  });

  it('does not find another program’s application, nor any for a sponsor without a program', async () => {
    expect((await t.request({ url: `${REVIEW}/O001`, cookie: sponsor })).status).toBe(404);
    expect((await t.request({ url: `${REVIEW}/T001`, cookie: await t.login('sponsor@test') })).status).toBe(404);
  });

  it.each([
    ['nobody signed in', undefined, 401],
    ['an applicant', 'a@test', 403],
    ['a CSR', 'csr@test', 403],
  ])('%s: %s', async (_, login, status) => {
    expect((await t.request({ url: `${REVIEW}/T001`, ...(login ? { cookie: await t.login(login) } : {}) })).status).toBe(status);
  });

  it('refuses a malformed customer number with a 400 naming it', async () => {
    const res = await t.request({ url: `${REVIEW}/${'x'.repeat(21)}`, cookie: sponsor });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('customerNumber');
  });
});
