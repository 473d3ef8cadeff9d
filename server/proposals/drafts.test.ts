import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const P = '/smb/cnc/api/v2/proposals';
const D = `${P}/drafts`;
const STEP = 'PERSONAL_DETAILS';
let t: TestApp;

const saved = { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' };
const step = (form_elements: Record<string, unknown>) => ({ current_progress_state: STEP, progress_states: [{ name: STEP, completed: true, form_elements }] });
const as = (login: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => t.requestAs(login, { method, url, body, headers });
const revision = async (login = 'a@test') => (await as(login, 'GET', P)).body.progress_states_revision as number;
const drafts = async (login = 'a@test') => (await as(login, 'GET', D)).body.drafts as { name: string; form_elements: Record<string, unknown>; revision: number; saved_at: string }[];

beforeAll(async () => {
  t = await startTestApp();
  expect((await as('a@test', 'POST', P, step(saved))).status).toBe(201);
});
afterAll(() => t?.close());

describe('drafts of a step over HTTP', () => {
  it('keeps what was typed apart from the saved answers, at the revision it was typed on, and gives it back', async () => {
    const rev = await revision();
    const typed = { first_name: 'An', email_address: 'not an address yet' };
    const put = await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: typed }, { revision: String(rev) });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ name: STEP, revision: rev, saved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(await drafts()).toEqual([{ name: STEP, form_elements: typed, revision: rev, saved_at: put.body.saved_at }]);
    // unvalidated answers never reach the application: neither its steps nor its revision move
    const proposal = (await as('a@test', 'GET', P)).body;
    expect(proposal.progress_states_revision).toBe(rev);
    expect(proposal.progress_states[0].form_elements).toEqual(saved);
    // a second draft of the step replaces the first
    await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'Anne' } }, { revision: String(rev) });
    expect((await drafts()).map((d) => d.form_elements)).toEqual([{ first_name: 'Anne' }]);
  });

  it('a draft typed on a stale revision is refused with 409 and the current revision, as a step save is', async () => {
    const rev = await revision();
    const res = await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'Old' } }, { revision: String(rev - 1 || 99) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 10022, current_revision: rev });
    expect((await drafts()).map((d) => d.form_elements)).toEqual([{ first_name: 'Anne' }]);
  });

  it('saving the step discards its draft in the same write', async () => {
    const rev = await revision();
    const res = await as('a@test', 'PATCH', P, step({ ...saved, first_name: 'Annie' }), { revision: String(rev) });
    expect(res.status).toBe(200);
    expect(await drafts()).toEqual([]);
  });

  it('a save that fails (invalid, stale) keeps the draft', async () => {
    const rev = await revision();
    await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'Kept' } }, { revision: String(rev) });
    expect((await as('a@test', 'PATCH', P, step({ has_firm: 'y' }), { revision: String(rev) })).status).toBe(400);
    expect((await as('a@test', 'PATCH', P, step(saved), { revision: String(rev + 1) })).status).toBe(409);
    expect((await drafts()).map((d) => d.form_elements)).toEqual([{ first_name: 'Kept' }]);
  });

  it('DELETE discards the draft; discarding none is not an error', async () => {
    expect((await as('a@test', 'DELETE', `${D}/${STEP}`)).status).toBe(204);
    expect(await drafts()).toEqual([]);
    expect((await as('a@test', 'DELETE', `${D}/${STEP}`)).status).toBe(204);
  });

  it('refuses malformed, unknown, oversized and out-of-order input with a 4xx naming the problem', async () => {
    const rev = String(await revision());
    const unknown = await as('a@test', 'PUT', `${D}/NOPE`, { form_elements: {} }, { revision: rev });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Program TESTPROG has no step named “NOPE”.']);
    const noRevision = await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: {} });
    expect([noRevision.status, noRevision.body.message]).toEqual([400, 'The revision header is required: send the progress_states_revision you last read.']);
    const notObject = await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: ['a'] }, { revision: rev });
    expect(notObject.status).toBe(400);
    expect(notObject.body.messageList.map((e: { field: string }) => e.field)).toEqual(['body.form_elements']);
    const notJson = await t.requestAs('a@test', { method: 'PUT', url: `${D}/${STEP}`, payload: '{"form_elements":', headers: { revision: rev } });
    expect([notJson.status, notJson.body.code]).toEqual([400, 10003]);
    const badName = await as('a@test', 'PUT', `${D}/a%20b`, { form_elements: {} }, { revision: rev });
    expect(badName.status).toBe(400);
    // answers just over the limit, and a body far over it: both 413 naming the limit
    for (const size of [64 * 1024, 200 * 1024]) {
      const big = await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'x'.repeat(size) } }, { revision: rev });
      expect([big.status, big.body.message]).toEqual([413, 'The answers typed on a step are kept as a draft up to 65,536 bytes; these are larger.']);
    }
    const french = await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'x'.repeat(70_000) } }, { revision: rev, 'accept-language': 'fr-CA' });
    expect(french.body.message).toMatch(/^Les réponses saisies sur une étape sont conservées comme brouillon jusqu’à 65\s536 octets/);
    expect(await drafts()).toEqual([]);
  });

  it('another account neither sees nor writes the applicant’s drafts', async () => {
    const rev = String(await revision());
    await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'Mine' } }, { revision: rev });
    // B has no application: nothing to read, nothing to attach a draft to
    expect(await drafts('b@test')).toEqual([]);
    const bobPut = await as('b@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'Bob' } }, { revision: rev });
    expect(bobPut.status).toBe(404);
    // naming A's customer number is refused
    for (const [method, body] of [['GET', undefined], ['PUT', { form_elements: {} }], ['DELETE', undefined]] as const) {
      const res = await as('b@test', method, method === 'GET' ? D : `${D}/${STEP}`, body, { revision: rev, customer_number: 'T001' });
      expect([method, res.status]).toEqual([method, 403]);
    }
    expect((await drafts()).map((d) => d.form_elements)).toEqual([{ first_name: 'Mine' }]);
  });

  it('a CSR or a sponsor keeps no drafts, and a signed-out caller gets 401', async () => {
    const rev = String(await revision());
    for (const login of ['csr@test', 'sponsor@test']) {
      for (const [method, url, body] of [['GET', D, undefined], ['PUT', `${D}/${STEP}`, { form_elements: {} }], ['DELETE', `${D}/${STEP}`, undefined]] as const) {
        const res = await as(login, method, url, body, { revision: rev, customer_number: 'T001' });
        expect([login, method, res.status]).toEqual([login, method, 403]);
      }
    }
    for (const [method, url, body] of [['GET', D, undefined], ['PUT', `${D}/${STEP}`, { form_elements: {} }], ['DELETE', `${D}/${STEP}`, undefined]] as const) {
      const res = await t.request({ method, url, body, headers: { revision: rev } });
      expect([method, res.status, res.body.message]).toEqual([method, 401, 'Please sign in to continue.']);
    }
    expect((await drafts()).map((d) => d.form_elements)).toEqual([{ first_name: 'Mine' }]);
  });

  it('a locked application keeps no drafts', async () => {
    const rev = String(await revision());
    await t.app.db.updateTable('proposals').set({ status: 'QUOTE_ACCEPTED' }).where('customer_number', '=', 'T001').execute();
    expect(await drafts()).toEqual([]);
    const res = await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: {} }, { revision: rev });
    expect(res.status).toBe(409);
    await t.app.db.updateTable('proposals').set({ status: 'IN_PROGRESS' }).where('customer_number', '=', 'T001').execute();
  });

  it('starting over and deleting the application delete its drafts', async () => {
    let rev = await revision();
    await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'Gone' } }, { revision: String(rev) });
    expect((await as('a@test', 'PATCH', `${P}/start_over`, undefined, { revision: String(rev) })).status).toBe(200);
    expect(await drafts()).toEqual([]);
    rev += 1;
    await as('a@test', 'PUT', `${D}/${STEP}`, { form_elements: { first_name: 'Gone too' } }, { revision: String(rev) });
    const { id } = (await as('a@test', 'GET', P)).body;
    expect((await as('a@test', 'DELETE', P, undefined, { revision: String(rev) })).status).toBe(200);
    expect(await t.app.db.selectFrom('proposal_drafts').select('name').where('proposal_id', '=', id).execute()).toEqual([]);
  });
});
