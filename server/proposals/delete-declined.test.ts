/**
 * Sign-in deletes a CSR-declined application before the applicant starts again (docs/requirements.md §7.5):
 * the delete route takes it from CSR_REJECTED to CANCELLED, and the applicant then has no application.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const P = '/smb/cnc/api/v2/proposals';
let t: TestApp;
let alice = '';

const firstStep = {
  current_progress_state: 'PERSONAL_DETAILS',
  progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' } }],
};

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.login('a@test');
});
afterAll(() => t?.close());

it('a CSR-declined application is deleted by its applicant, and none is left', async () => {
  const created = await t.request({ method: 'POST', url: P, cookie: alice, body: firstStep });
  expect(created.status).toBe(201);
  // declined by a CSR (the review itself is the back office's: docs/requirements.md §8.3)
  await t.app.db.updateTable('proposals').set({ status: 'CSR_REJECTED' }).where('id', '=', created.body.id).execute();
  const declined = await t.request({ url: P, cookie: alice });
  expect(declined.body.status).toBe('CSR_REJECTED');

  const deleted = await t.request({ method: 'DELETE', url: P, cookie: alice, headers: { revision: String(declined.body.progress_states_revision) } });
  expect([deleted.status, deleted.body.status]).toEqual([200, 'CANCELLED']);
  const none = await t.request({ url: P, cookie: alice });
  expect(none.status).toBe(204);
  const events = await t.app.db.selectFrom('proposal_status_events').select(['from_status', 'to_status', 'action']).where('proposal_id', '=', created.body.id).orderBy('at').execute();
  expect(events.at(-1)).toEqual({ from_status: 'CSR_REJECTED', to_status: 'CANCELLED', action: 'CANCELLED' });
});
