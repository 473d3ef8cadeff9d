import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../testing/test-app';

const P = '/smb/cnc/api/v2/proposals';
let t: TestApp;
let alice = '';
let bob = '';
let csr = '';
let sponsor = '';

const validStep = {
  current_progress_state: 'PERSONAL_DETAILS',
  progress_states: [
    { name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n', firm_name: 'Stale & Co' } },
  ],
};

const call = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) => t.request({ method, url: path, cookie, body, headers });

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.login('a@test');
  bob = await t.login('b@test');
  csr = await t.login('csr@test');
  sponsor = await t.login('sponsor@test');
});
afterAll(() => t?.close());

describe('proposals over HTTP', () => {
  it('creates a proposal, drops the hidden field’s value and pins the step to the layout hash', async () => {
    const res = await call('POST', P, alice, validStep);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('IN_PROGRESS');
    expect(res.body.progress_states_revision).toBe(1);
    expect(res.body.customer_number).toBe('T001');
    const [state] = res.body.progress_states;
    expect(state.form_elements).toEqual({ first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' });
    expect(state.content_hash).toMatch(/^[0-9a-f]{64}$/);
    const config = (await t.request({ url: '/smb/cnc/api/v2/config?client=TESTPROG&page=personal-details' })).body;
    expect(state.content_hash).toBe(config.content_hash);
  });

  it('two writers at the same revision: the second gets 409 with the current revision and the first write stays', async () => {
    const first = await call('PATCH', P, alice, { ...validStep, progress_states: [{ ...validStep.progress_states[0], form_elements: { ...validStep.progress_states[0]!.form_elements, first_name: 'First' } }] }, { revision: '1' });
    expect(first.status).toBe(200);
    expect(first.body.progress_states_revision).toBe(2);
    const second = await call('PATCH', P, alice, { ...validStep, progress_states: [{ ...validStep.progress_states[0], form_elements: { ...validStep.progress_states[0]!.form_elements, first_name: 'Second' } }] }, { revision: '1' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ status: 409, error: 'Conflict', code: 10022, current_revision: 2 });
    expect(second.body.message).toBe('This application was changed elsewhere. Reload it to see the latest answers before saving.');
    const now = await call('GET', P, alice);
    expect(now.body.progress_states_revision).toBe(2);
    expect(now.body.progress_states[0].form_elements.first_name).toBe('First');
  });

  it('concurrent writers at one revision: exactly one wins', async () => {
    const current = (await call('GET', P, alice)).body.progress_states_revision as number;
    const results = await Promise.all(
      ['X', 'Y', 'Z'].map((name) =>
        call('PATCH', P, alice, { ...validStep, progress_states: [{ ...validStep.progress_states[0], form_elements: { ...validStep.progress_states[0]!.form_elements, first_name: name } }] }, { revision: String(current) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = await call('GET', P, alice);
    expect(after.body.progress_states_revision).toBe(current + 1);
  });

  it('saves and reads keep working while another instance adds and drops a column (prepared statements)', async () => {
    const save = async (first_name: string) => {
      const revision = String((await call('GET', P, alice)).body.progress_states_revision);
      const step = { ...validStep.progress_states[0], form_elements: { ...validStep.progress_states[0]!.form_elements, first_name } };
      return call('PATCH', P, alice, { ...validStep, progress_states: [step] }, { revision });
    };
    expect((await save('Before')).status).toBe(200);
    await sql`alter table proposals add column added_by_a_newer_instance timestamptz`.execute(t.app.db);
    const during = await save('During');
    expect(during.status).toBe(200);
    expect(during.body.progress_states[0].form_elements.first_name).toBe('During');
    expect(during.body.created_timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await sql`alter table proposals drop column added_by_a_newer_instance`.execute(t.app.db);
    const after = await save('After');
    expect(after.status).toBe(200);
    expect((await call('GET', P, alice)).body.progress_states[0].form_elements.first_name).toBe('After');
  });

  it('an invalid step answers 400 naming the fields by label, and nothing is stored', async () => {
    const before = await call('GET', P, alice);
    const res = await call(
      'PATCH',
      P,
      alice,
      { current_progress_state: 'PERSONAL_DETAILS', progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { has_firm: 'y' } }] },
      { revision: String(before.body.progress_states_revision) },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please review these fields: First name, Last name and Email address.');
    expect(res.body.messageList.map((e: { field: string; label: string }) => [e.field, e.label])).toEqual([
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
      ['email_address', 'Email address'],
    ]);
    const after = await call('GET', P, alice);
    expect(after.body.progress_states_revision).toBe(before.body.progress_states_revision);
  });

  it('answers in French when asked', async () => {
    const before = await call('GET', P, alice);
    const res = await call('PATCH', P, alice, { current_progress_state: 'PERSONAL_DETAILS', progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'A' } }] }, {
      revision: String(before.body.progress_states_revision),
      'accept-language': 'fr-CA',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Veuillez vérifier ces champs : Nom de famille et Adresse courriel.');
  });

  it('a save without the revision header is refused', async () => {
    const res = await call('PATCH', P, alice, validStep);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The revision header is required: send the progress_states_revision you last read.');
  });

  it('an unknown step is refused by name', async () => {
    const rev = (await call('GET', P, alice)).body.progress_states_revision;
    const res = await call('PATCH', P, alice, { current_progress_state: 'NOPE', progress_states: [{ name: 'NOPE', completed: true, form_elements: {} }] }, { revision: String(rev) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Program TESTPROG has no step named “NOPE”.');
  });

  it('applicant B can read or write neither A’s proposal by customer number nor by id', async () => {
    const mine = await call('GET', P, alice);
    const byHeader = await call('GET', P, bob, undefined, { customer_number: 'T001' });
    expect(byHeader.status).toBe(403);
    expect(byHeader.body.message).toBe('You do not have access to this.');
    const byId = await call('GET', `${P}/id/${mine.body.id}`, bob);
    expect(byId.status).toBe(403);
    const write = await call('PATCH', P, bob, validStep, { revision: String(mine.body.progress_states_revision), customer_number: 'T001' });
    expect(write.status).toBe(403);
    const del = await call('DELETE', P, bob, undefined, { revision: String(mine.body.progress_states_revision), customer_number: 'T001' });
    expect(del.status).toBe(403);
    const byPath = await call('GET', `${P}/T001`, bob);
    expect(byPath.status).toBe(403);
    const own = await call('GET', `${P}/id/${mine.body.id}`, alice);
    expect(own.status).toBe(200);
    expect((await call('GET', P, alice)).body.progress_states_revision).toBe(mine.body.progress_states_revision);
  });

  it('B has no proposal of its own yet: 204 No Content, which the browser does not log as a failed load', async () => {
    const res = await fetch(`${t.url}${P}`, { headers: { cookie: bob } });
    expect([res.status, await res.text()]).toEqual([204, '']);
    // a CSR asking for a customer without one still gets 404 naming it
    const csrAsks = await call('GET', P, csr, undefined, { customer_number: 'T002' });
    expect(csrAsks.status).toBe(404);
    expect(csrAsks.body).toMatchObject({ status: 404, error: 'Not Found', message: 'No application was found.' });
  });

  it('CSR-only routes: 403 for an applicant and a sponsor, 200 for the CSR', async () => {
    for (const cookie of [alice, sponsor]) {
      expect((await call('GET', `${P}/search`, cookie)).status).toBe(403);
      expect((await call('GET', `${P}/T001`, cookie)).status).toBe(403);
    }
    const search = await call('GET', `${P}/search?client=TESTPROG`, csr);
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(1);
    expect(search.body.items[0]).toMatchObject({ customer_number: 'T001', first_name: 'Ann', status: 'IN_PROGRESS' });
    const byNumber = await call('GET', `${P}/T001`, csr);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.customer_number).toBe('T001');
    expect((await call('GET', P, csr, undefined, { customer_number: 'T001' })).status).toBe(200);
  });

  it('signed-out callers get 401', async () => {
    const res = await call('GET', P, '');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue.');
  });

  it('an expired or unknown session cannot read or save the proposal (401)', async () => {
    const cookie = await t.login('a@test');
    expect((await call('GET', P, cookie)).status).toBe(200);
    await t.app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    for (const [method, body] of [['GET', undefined], ['PATCH', validStep], ['DELETE', undefined]] as const) {
      const res = await call(method, P, cookie, body, { revision: '1' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Please sign in to continue.');
    }
    expect((await call('PATCH', P, 'sid=not-a-session', validStep, { revision: '1' })).status).toBe(401);
    alice = await t.login('a@test');
    bob = await t.login('b@test');
    csr = await t.login('csr@test');
    sponsor = await t.login('sponsor@test');
  });

  it('csr_review without a review rule answers review_required false', async () => {
    const res = await call('POST', `${P}/csr_review`, alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ review_required: false });
  });

  it('start over clears the steps and bumps the revision; delete removes it; status events are recorded', async () => {
    const rev = (await call('GET', P, alice)).body.progress_states_revision as number;
    const fresh = await call('PATCH', `${P}/start_over`, alice, undefined, { revision: String(rev) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.progress_states).toEqual([]);
    expect(fresh.body.progress_states_revision).toBe(rev + 1);
    const stale = await call('DELETE', P, alice, undefined, { revision: String(rev) });
    expect(stale.status).toBe(409);
    const gone = await call('DELETE', P, alice, undefined, { revision: String(rev + 1) });
    expect(gone.status).toBe(200);
    expect(gone.body.status).toBe('CANCELLED');
    // no application any more: 204, which the browser does not log as a failed load
    const none = await fetch(`${t.url}${P}`, { headers: { cookie: alice } });
    expect([none.status, await none.text()]).toEqual([204, '']);
    const events = await t.app.db.selectFrom('proposal_status_events').select(['from_status', 'to_status', 'action', 'actor']).where('proposal_id', '=', gone.body.id).orderBy('at').execute();
    expect(events).toEqual([
      { from_status: null, to_status: 'IN_PROGRESS', action: 'CREATE', actor: 'a@test' },
      { from_status: 'IN_PROGRESS', to_status: 'CANCELLED', action: 'CANCELLED', actor: 'a@test' },
    ]);
  });
});
