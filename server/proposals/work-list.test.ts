/**
 * The CSR work list (docs/requirements.md §8.2): who may read it, its filters, orders and pages,
 * and a 400 naming the parameter for every malformed query.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Status } from '../../adapters/status';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const P = '/smb/cnc/api/v2/proposals';
const LIST = `${P}/work-list`;
let t: TestApp;
let csr = '';
const ids: Record<string, string> = {};

interface Seed {
  key: string;
  customer: string;
  status: Status;
  modified: string;
  client?: string;
  referred?: string;
  type?: string;
  assignee?: string;
  answers?: Record<string, string>;
}

const SEEDS: Seed[] = [
  { key: 'ann', customer: 'T001', status: 'PENDING_CSR_REVIEW', modified: '2026-03-01', referred: '2026-02-27', answers: { business_province: 'ON', firm_name: 'Able & Co' } },
  { key: 'bob', customer: 'T002', status: 'CSR_REVIEW_IN_PROGRESS', modified: '2026-03-05', referred: '2026-03-02', assignee: 'Cy Rep', answers: { business_province: 'QC' } },
  ...Array.from({ length: 12 }, (_, i): Seed => ({
    key: `x${i + 3}`,
    customer: `X${String(i + 3).padStart(3, '0')}`,
    status: i === 0 ? 'CSR_APPROVED' : i === 1 ? 'POLICY_ISSUED' : 'IN_PROGRESS',
    // 2026-02-01 … 2026-02-12
    modified: `2026-02-${String(i + 1).padStart(2, '0')}`,
    client: i < 4 ? 'CANAGENT' : 'TESTPROG',
    referred: i < 4 ? `2026-01-${String(10 + i).padStart(2, '0')}` : undefined,
    type: i % 3 === 0 ? 'RENEWAL' : 'NEW',
    answers: { agency_name: `Agency ${i + 3}` },
  })),
];

const list = async (query = '', cookie = csr) => t.request({ url: `${LIST}${query ? `?${query}` : ''}`, cookie });
const keysOf = (rows: { id: string }[]) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

beforeAll(async () => {
  t = await startTestApp();
  await seedAccounts(t.app.db, [
    { login: 'staff@test', kind: 'staff', employee_number: 'E900002', first_name: 'No', last_name: 'Role', customer_number: null, client: null, locale: 'en-CA' },
  ], TEST_PASSWORD);
  csr = await t.login('csr@test');
  for (const s of SEEDS) {
    const row = await t.app.db
      .insertInto('proposals')
      .values({
        customer_number: s.customer,
        client: s.client ?? 'TESTPROG',
        program_type: 'TEST',
        type: s.type ?? 'NEW',
        status: s.status,
        created_by: 'seed',
        revision: 1,
        quotes: '[]',
        utm: sql`null`,
        is_quick_renewal_journey_active: false,
        assigned_to: s.assignee ?? null,
        progress_states: JSON.stringify([{ name: 'ONE', completed: true, form_elements: { first_name: 'x' } }, { name: 'TWO', completed: true, form_elements: s.answers ?? {} }]),
        last_modified_timestamp: `${s.modified}T12:00:00Z`,
        referal_date: s.referred ? `${s.referred}T12:00:00Z` : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[s.key] = row.id;
  }
  await t.app.db.insertInto('proposal_status_events').values({ proposal_id: ids.x3!, from_status: 'CSR_REVIEW_IN_PROGRESS', to_status: 'CSR_APPROVED', action: 'APPROVE', actor: 'csr@test' }).execute();
});
afterAll(() => t?.close());

describe('who may read the work list', () => {
  it.each([
    ['nobody signed in', undefined, 401],
    ['an applicant', 'a@test', 403],
    ['a sponsor', 'sponsor@test', 403],
    ['staff without a CSR role', 'staff@test', 403],
    ['a CSR', 'csr@test', 200],
  ])('%s: %i', async (_, login, status) => {
    const res = await t.request({ url: LIST, ...(login ? { cookie: await t.login(login) } : {}) });
    expect(res.status).toBe(status);
  });
});

describe('the default list', () => {
  it('puts CSR review required first, then the last modified, 10 a page, numbered across pages', async () => {
    const first = await list();
    expect([first.body.total, first.body.page, first.body.page_size]).toEqual([14, 1, 10]);
    expect(keysOf(first.body.rows)).toEqual(['ann', 'bob', 'x14', 'x13', 'x12', 'x11', 'x10', 'x9', 'x8', 'x7']);
    const second = await list('page=2');
    expect(keysOf(second.body.rows)).toEqual(['x6', 'x5', 'x4', 'x3']);
    expect(second.body.rows.map((r: { sno: number }) => r.sno)).toEqual([11, 12, 13, 14]);
    expect((await list('page=3')).body.rows).toEqual([]);
  });

  it('shows each column of the CSR table', async () => {
    const rows = (await list()).body.rows;
    expect(rows[0]).toEqual({
      sno: 1, csr: null, id: ids.ann, customer_number: 'T001', full_name: 'Ann Able', email: 'a@test', business_province: 'ON', firm_name: 'Able & Co',
      status: 'PENDING_CSR_REVIEW', status_label: 'backoffice.status.PENDING_CSR_REVIEW', last_modified: '2026-03-01', referral_date: '2026-02-27',
      type: 'NEW', approved_by: null, policy_effective_date: null, quote_expiry_days: null, assignable: true, revision: 1,
    });
    expect(rows[1]).toMatchObject({ csr: 'Cy Rep', full_name: 'Bob Baker', business_province: 'QC', firm_name: null, assignable: true });
    const approved = (await list('status=CSR_APPROVED')).body.rows[0];
    expect(approved).toMatchObject({ approved_by: 'Cy Rep', full_name: null, email: null, firm_name: 'Agency 3', type: 'RENEWAL', assignable: false });
  });

  it('orders the agent program by referral date, newest first', async () => {
    expect(keysOf((await list('client=canagent')).body.rows)).toEqual(['x6', 'x5', 'x4', 'x3']);
  });
});

describe('filters', () => {
  it.each([
    ['name, any case', 'name=ABLE', ['ann']],
    ['a full name', 'name=bob%20bak', ['bob']],
    ['e-mail', 'email=B@TEST', ['bob']],
    ['customer number', 'customer_number=x01', ['x14', 'x13', 'x12', 'x11', 'x10']],
    ['firm name, its characters taken literally', 'firm_name=e%20%26%20c', ['ann']],
    ['firm name, no wildcard', 'firm_name=%25', []],
    ['business province', 'business_province=qc', ['bob']],
    ['status', 'status=POLICY_ISSUED', ['x4']],
    ['last modified, both days included', 'modified_from=2026-02-03&modified_to=2026-02-05', ['x7', 'x6', 'x5']],
    ['referral date', 'referral_from=2026-01-11&referral_to=2026-02-28', ['ann', 'x6', 'x5', 'x4']],
    ['bound and approved left out', 'exclude_bound_approved=true&customer_number=x00', ['x9', 'x8', 'x7', 'x6', 'x5']],
  ])('%s', async (_, query, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(keysOf(res.body.rows)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });
});

describe('sorting', () => {
  it('by a column, either way, the rows without a value last', async () => {
    expect(keysOf((await list('sort=full_name&direction=asc')).body.rows).slice(0, 2)).toEqual(['ann', 'bob']);
    expect(keysOf((await list('sort=last_modified&direction=asc')).body.rows).slice(0, 3)).toEqual(['x3', 'x4', 'x5']);
    expect(keysOf((await list('sort=csr')).body.rows)[0]).toBe('bob');
    expect(keysOf((await list('sort=business_province&direction=desc')).body.rows).slice(0, 2)).toEqual(['bob', 'ann']);
  });
});

describe('a malformed query is a 400 naming the parameter', () => {
  it.each([
    ['modified_from=2026-02-30', 'querystring.modified_from'],
    ['referral_to=01/02/2026', 'querystring.referral_to'],
    ['sort=password', 'querystring.sort'],
    ['direction=up', 'querystring.direction'],
    ['page=1000000000', 'querystring.page'],
    ['page=two', 'querystring.page'],
    [`name=${'x'.repeat(101)}`, 'querystring.name'],
    ['status=NOPE', 'querystring.status'],
    ['client=%27%3B--', 'querystring.client'],
  ])('%s', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.messageList.map((e: { field: string }) => e.field)).toEqual([field]);
  });
});

it('"Assign to me" (the status route) records the CSR, and the list shows them', async () => {
  const row = (await list('name=able')).body.rows[0];
  const res = await t.request({ method: 'POST', url: `${P}/${row.id}/status`, cookie: csr, headers: { revision: String(row.revision) }, body: { type: 'ASSIGN_TO' } });
  expect(res.status).toBe(200);
  const shown = (await list('name=able')).body.rows[0];
  expect(shown).toMatchObject({ csr: 'Cy Rep', status: 'CSR_REVIEW_IN_PROGRESS', status_label: 'backoffice.status.CSR_REVIEW_IN_PROGRESS' });
});
