import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Proposal } from '../../adapters/api';
import { startTestApp, type TestApp } from '../testing/test-app';

const P = '/smb/cnc/api/v2/proposals';
const rated: string[] = [];
/** Stands in for the rating area: one quote per saved first name. */
const rating = fp(async (app) => {
  // the proposals area rates the proposal it is about to store
  const rate = async (proposal: Proposal) => {
    rated.push(proposal.current_progress_state ?? '');
    return [{ id: 'q1', quote: { full_premium_amount: 100, for: proposal.progress_states[0]?.form_elements.first_name } }];
  };
  // the stand-in returns minimal quotes, not the rating area's full QuoteWrapper type
  app.decorate('rateProposal', rate as unknown as FastifyInstance['rateProposal']);
});

let t: TestApp;
let alice: string;
beforeAll(async () => {
  t = await startTestApp({}, [rating]);
  alice = await t.login('a@test');
});
afterAll(() => t?.close());

const step = { name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'a@b.ca' } };

const send = (method: string, body: unknown, headers: Record<string, string>, path = '') => t.request({ method, url: `${P}${path}`, cookie: alice, body, headers });

describe('quotes on save', () => {
  it('no quotes without generate_quote, quotes and QUOTED with it when the next step is the quote page', async () => {
    const created = await send('POST', { current_progress_state: 'PERSONAL_DETAILS', progress_states: [step] }, {});
    expect(created.body.quotes).toEqual([]);
    const plain = await send('PATCH', { current_progress_state: 'PERSONAL_DETAILS', progress_states: [step] }, { revision: '1' });
    expect(plain.body.quotes).toEqual([]);
    expect(rated).toEqual([]);
    const quoted = await send('PATCH', { current_progress_state: 'PERSONAL_DETAILS', progress_states: [step] }, { revision: '2', generate_quote: 'true' });
    expect(quoted.status).toBe(200);
    expect(quoted.body.quotes).toEqual([{ id: 'q1', quote: { full_premium_amount: 100, for: 'Ann' } }]);
    expect(quoted.body.status).toBe('QUOTED');
    expect(quoted.body.progress_states_revision).toBe(3);
    const events = await t.app.db.selectFrom('proposal_status_events').select(['from_status', 'to_status', 'action']).where('proposal_id', '=', quoted.body.id).orderBy('at').execute();
    expect(events.at(-1)).toEqual({ from_status: 'IN_PROGRESS', to_status: 'QUOTED', action: 'QUOTE' });
    // quote expiry (docs/requirements.md §5.9) counts from now
    expect(quoted.body.quote_expiry_days).toBe(30);
    expect(Date.now() - Date.parse(quoted.body.quoted_at)).toBeLessThan(60_000);
  });

  it('quoting again gives the quote its days anew', async () => {
    await t.app.db.updateTable('proposals').set({ quoted_at: sql<Date>`now() - interval '40 days'` }).where('customer_number', '=', 'T001').execute();
    expect((await send('GET', undefined, {})).body.quote_expiry_days).toBe(0);
    const again = await send('PATCH', { current_progress_state: 'PERSONAL_DETAILS', progress_states: [step] }, { revision: '3', generate_quote: 'true' });
    expect([again.status, again.body.status, again.body.quote_expiry_days]).toEqual([200, 'QUOTED', 30]);
  });

  it('start over from QUOTED clears the quotes and is recorded as START_OVER', async () => {
    const fresh = await send('PATCH', undefined, { revision: '4' }, '/start_over');
    expect(fresh.status).toBe(200);
    expect([fresh.body.status, fresh.body.quotes, fresh.body.progress_states, fresh.body.quote_expiry_days]).toEqual(['IN_PROGRESS', [], [], null]);
    const events = await t.app.db.selectFrom('proposal_status_events').select(['from_status', 'to_status', 'action']).where('proposal_id', '=', fresh.body.id).orderBy('at').execute();
    expect(events.at(-1)).toEqual({ from_status: 'QUOTED', to_status: 'IN_PROGRESS', action: 'START_OVER' });
  });
});
