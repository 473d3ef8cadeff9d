/**
 * Dashboard scenarios for the route tests and the end-to-end test: an aviation customer's
 * application in a given status, rated by the real plan from the journey fixture's answers, and a
 * policy issued from one of its quotes with the dates and status code a card needs.
 */
import type { FastifyInstance } from 'fastify';
import { toProposal } from '../proposals/proposal';
import { journeyFixtureSteps } from '../testing/journey-fixtures';
import type { Status } from '../../adapters/status';
import '../renewals/db-types';

const PROGRAM_TYPE: Record<string, string> = { CANGLDWNG: 'gold', CANSILVWING: 'silver' };

export interface SeededPolicy {
  effective: string;
  expiry: string;
  /** null: issued, not paid */
  statusCode: 'ISSUED' | 'RWL' | 'VOID' | null;
  /** which of the application's quotes it is issued from (default the last, the largest limit) */
  quote?: number;
}

/**
 * An application of `customer` (program `client`) in `status`, every step answered; with `policy`,
 * a policy issued from it. An earlier application of the customer gives way as a renewal's would
 * (renewed_at), so each customer keeps one live application.
 */
export async function seedAviationApplication(app: FastifyInstance, customer: string, client: string, status: Status, policy?: SeededPolicy, today = new Date()) {
  const states = journeyFixtureSteps(client, 'NEW', today)
    .filter((s) => !s.route.startsWith('quote'))
    .map((s) => ({ name: s.state, completed: true, form_elements: s.answers }));
  await app.db.updateTable('proposals').set({ renewed_at: new Date() }).where('customer_number', '=', customer).where('deleted_at', 'is', null).where('renewed_at', 'is', null).execute();
  const row = await app.proposals.create({
    customer_number: customer, client, program_type: PROGRAM_TYPE[client] ?? client, type: 'NEW', status,
    current_progress_state: states.at(-1)!.name, created_by: 'test', revision: 1, is_quick_renewal_journey_active: false,
    progress_states: JSON.stringify(states), quotes: '[]', utm: 'null',
  });
  const quotes = await app.rateProposal(toProposal(row), { locale: 'en-CA' });
  await app.db.updateTable('proposals').set({ quotes: JSON.stringify(quotes) }).where('id', '=', row.id).execute();
  if (!policy) return { id: row.id, quotes, policy: undefined };
  const quote = quotes[policy.quote ?? quotes.length - 1]!;
  const issued = await app.db.transaction().execute((trx) =>
    app.policies.create({
      proposal_id: row.id, customer_number: customer, client, quote_id: quote.id, quote: JSON.stringify(quote.quote),
      effective_date: policy.effective, expiration_date: policy.expiry, premium: quote.quote.full_premium_amount, gross_amount: quote.quote.full_premium_amount,
      payment_method_code: 'ISP', sponsor_billed: false, created_by: 'test',
    }, trx),
  );
  await app.db.updateTable('policies').set({ status_code: policy.statusCode }).where('id', '=', issued.id).execute();
  await app.db.updateTable('proposals').set({ issued_policy_id: issued.id, issued_policy_number: issued.number, accepted_quote_id: quote.id }).where('id', '=', row.id).execute();
  return { id: row.id, quotes, policy: issued };
}
