/**
 * Helpers of the policy and status tests: real programs, one applicant per scenario, proposals
 * seeded straight into the table in the status a scenario needs, calls over real HTTP.
 */
import { fileURLToPath } from 'node:url';
import { seedAccounts } from '../demo/seed';
import { toProposal } from '../proposals/proposal';
import { TEST_PASSWORD, type TestApp, type TestReply } from '../testing/test-app';
import type { QuoteWrapper } from '../../adapters/api';
import type { Status } from '../../adapters/status';

export const API = '/smb/cnc/api/v2';
export const PROGRAMS = fileURLToPath(new URL('../../schemas/programs', import.meta.url));

const PROGRAM_TYPE: Record<string, string> = {
  CANACCT: 'accountant', CANLAWYERS: 'lawyer', CANAGENT: 'agent', CANGLDWNG: 'gold', CANSILVWING: 'silver', CANWINGS: 'wings',
};

export type Reply = TestReply;

/** An aircraft as the aviation steps save it (no turbine, light, no hull). */
export const aircraft = (a: Record<string, unknown>) => ({
  type: 'aircraft', certified_passenger_seats: '0', qa_has_turbine_engine: 'n', qa_is_kit_constructed: 'n', qa_max_takeoff_weight_over_5000: 'n', ...a,
});

export class Harness {
  private next = 0;

  constructor(readonly t: TestApp) {}

  /** A new applicant of `client`, signed in, without a proposal. */
  async applicant(client: string): Promise<{ login: string; customer: string }> {
    const customer = `U${process.pid}${String(++this.next).padStart(4, '0')}`;
    const login = `${customer.toLowerCase()}@test`;
    await seedAccounts(this.t.app.db, [{ login, kind: 'applicant', first_name: 'Ann', last_name: 'Plicant', customer_number: customer, client, locale: 'en-CA' }], TEST_PASSWORD);
    await this.t.session(login);
    return { login, customer };
  }

  /** A new applicant of `client` with a proposal in `status` holding `answers`, rated by the real plan unless `quotes` are given. */
  async seed(client: string, status: Status, answers: Record<string, unknown>, options: { accepted?: number; quotes?: QuoteWrapper[]; termsAccepted?: boolean } = {}) {
    const { login, customer } = await this.applicant(client);
    const row = await this.t.app.proposals.create({
      customer_number: customer, client, program_type: PROGRAM_TYPE[client] ?? client, type: 'NEW', status,
      current_progress_state: 'GENERAL_INFORMATION', created_by: 'test', revision: 1, is_quick_renewal_journey_active: false,
      progress_states: JSON.stringify([{ name: 'GENERAL_INFORMATION', completed: true, form_elements: answers }]),
      quotes: '[]', utm: 'null',
    });
    const quotes = options.quotes ?? (await this.t.app.rateProposal(toProposal(row), { locale: 'en-CA' }));
    const accepted = options.accepted === undefined ? null : quotes[options.accepted]!.id;
    const terms = options.termsAccepted ? { terms_accepted_at: new Date() } : {};
    await this.t.app.db.updateTable('proposals').set({ quotes: JSON.stringify(quotes), accepted_quote_id: accepted, ...terms }).where('id', '=', row.id).execute();
    return { id: row.id, login, customer, quotes };
  }

  /** A call of an API path as `who`, to this instance or to `base`, another one sharing the database. */
  call(who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, base?: string): Promise<Reply> {
    return this.t.requestAs(who, { method, url: `${API}${path}`, body, headers, base });
  }

  async row(id: string) {
    return (await this.t.app.proposals.byId(id))!;
  }

  async revision(id: string): Promise<string> {
    return String((await this.row(id)).revision);
  }

  events(id: string) {
    return this.t.app.db.selectFrom('proposal_status_events').select(['from_status', 'to_status', 'action', 'actor', 'note']).where('proposal_id', '=', id).orderBy('at').orderBy('id').execute();
  }

  policies(proposalId: string) {
    return this.t.app.db.selectFrom('policies').select(['id', 'quote_id', 'status_code', 'payment_method_code']).where('proposal_id', '=', proposalId).execute();
  }

  /** What a CSR or sponsor does on the status route, at the proposal's current revision. */
  async staff(who: string, id: string, body: Record<string, unknown>): Promise<Reply> {
    return this.call(who, 'POST', `/proposals/${id}/status`, body, { revision: await this.revision(id) });
  }
}
