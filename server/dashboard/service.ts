import { sql, type Kysely, type Transaction } from 'kysely';
import {
  COVERAGE_TYPES, DASHBOARD_CLIENTS, addPolicyDecision, coverageTypeOf, dashboardCards, dashboardSettingsOf, dashboardStatus,
  type CoverageType,
} from '../../adapters/policies';
import { ROLE_CODES, customerGrants } from '../../adapters/identity/permissions';
import { renewalWindow } from '../../adapters/policies';
import type { AddPolicyReply, DashboardCard, DashboardReply } from '../../adapters/api';
import { serverToday } from '../clock/today';
import type { Database } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { brandsConfig } from '../shared-config/current';
import { renewalPeriodFor } from '../renewals/service';
import type { SessionUser } from '../session/session-store';
import '../renewals/db-types';
import '../proposals/db-types';

type Db = Kysely<Database> | Transaction<Database>;

/** The dashboard settings of the brand configuration in force (a studio publish may change them). */
const settings = () => dashboardSettingsOf(brandsConfig());

/** The caller's customer numbers of the programs that have a dashboard (gold and silver wings). */
function aviationCustomers(roles: SessionUser['roles']): string[] {
  return customerGrants({ user_type: 'ExternalCustomer', roles, groups: [] })
    .filter((g) => DASHBOARD_CLIENTS.has(g.client_code))
    .map((g) => g.customer_number!);
}

/**
 * The dashboard (docs/requirements.md §11.4): every policy of the caller's aviation customers and
 * each customer's application that has no policy yet, each with the status derived on the server's
 * today, ordered and filtered by the configured rules.
 */
export class DashboardService {
  constructor(private readonly db: Kysely<Database>) {}

  async read(user: SessionUser): Promise<DashboardReply> {
    const customers = aviationCustomers(user.roles);
    if (customers.length === 0) throw domainError('notDashboardCustomer');
    const today = serverToday();
    return { today, first_name: user.first_name, cards: await this.cards(this.db, customers, today) };
  }

  private async cards(db: Db, customers: string[], today: string): Promise<DashboardCard[]> {
    const policies = await db
      .selectFrom('policies')
      .leftJoin('customers', 'customers.customer_number', 'policies.customer_number')
      .leftJoin('proposals', 'proposals.id', 'policies.proposal_id')
      .select(['policies.id', 'policies.number', 'policies.customer_number', 'policies.client', 'policies.status_code', 'customers.legal_name', 'proposals.status as application_status'])
      .select([sql<string | null>`policies.effective_date::text`.as('effective_date'), sql<string | null>`policies.expiration_date::text`.as('expiration_date')])
      .where('policies.customer_number', 'in', customers)
      .orderBy('policies.created_at', 'desc')
      .execute();
    const applications = await db
      .selectFrom('proposals')
      .leftJoin('customers', 'customers.customer_number', 'proposals.customer_number')
      .select(['proposals.id', 'proposals.customer_number', 'proposals.client', 'proposals.status', 'customers.legal_name'])
      .where('proposals.customer_number', 'in', customers)
      .where('proposals.deleted_at', 'is', null)
      .where('proposals.renewed_at', 'is', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('policies').select('policies.id').whereRef('policies.proposal_id', '=', 'proposals.id').where(sql<boolean>`policies.status_code is distinct from 'VOID'`))))
      .execute();

    const listed = [
      ...applications.map((a) => ({
        card: this.card({ id: a.id, client: a.client, customer_number: a.customer_number, application_status: a.status, named_insured: a.legal_name }, today),
        velocityStatus: null,
      })),
      ...policies.map((p) => ({
        card: this.card({
          id: p.id, client: p.client, customer_number: p.customer_number, application_status: p.application_status, named_insured: p.legal_name,
          policy_id: p.id, policy_number: p.number, policy_status_code: p.status_code, effective_date: p.effective_date, expiration_date: p.expiration_date,
        }, today),
        // a policy whose renewal is bound is not shown (velocity status r)
        velocityStatus: p.status_code === 'RWL' ? 'r' : null,
      })),
    ].filter((l) => l.card !== null);
    const shown = dashboardCards(
      listed.map((l) => ({ ...l, status: l.card!.status, policyId: l.card!.policy_id, expirationDate: l.card!.expiration_date })),
      settings(),
      today,
    );
    return shown.map((l) => l.card!);
  }

  private card(
    c: Pick<DashboardCard, 'id' | 'client' | 'customer_number' | 'application_status' | 'named_insured'> & Partial<DashboardCard>,
    today: string,
  ): DashboardCard | null {
    const coverage = coverageTypeOf(c.client);
    if (!coverage) return null;
    const period = renewalPeriodFor(c.client);
    const expiration = c.expiration_date ?? null;
    const paid = c.policy_status_code === 'ISSUED';
    const status = dashboardStatus({
      // a policy not paid yet follows its application (pending payment), a paid one its dates; a
      // void one is no longer what its application issued
      applicationStatus: c.policy_status_code === 'VOID' ? null : c.application_status,
      policyStatus: paid ? (expiration && today > expiration ? 'e' : 'a') : (c.policy_status_code ?? null),
      effectiveDate: c.effective_date ?? null,
      expirationDate: expiration,
      today,
      period,
    });
    return {
      id: c.id,
      coverage_type: coverage,
      client: c.client,
      customer_number: c.customer_number,
      status,
      application_status: c.application_status,
      policy_id: c.policy_id ?? null,
      policy_number: c.policy_number ?? null,
      policy_status_code: c.policy_status_code ?? null,
      effective_date: c.effective_date ?? null,
      expiration_date: expiration,
      named_insured: c.named_insured,
      renewal_closes: status === 'r' ? (renewalWindow(expiration, period, today)?.closes ?? null) : null,
    };
  }

  /**
   * Adds a customer of `type` for the caller (docs/requirements.md §11.4), after the add-policy
   * rule on the caller's cards as they are now. The caller's user row is locked for the whole
   * check-and-write, so simultaneous requests (a double click, two tabs, two instances) add at most
   * one. **Decision**: a user holds one customer per program (one customer role per program,
   * docs/requirements.md §7.1), so a type the caller already has a customer of is refused with the
   * max-policy answer even when its policies have expired.
   */
  async addPolicy(user: SessionUser, type: CoverageType): Promise<AddPolicyReply> {
    const client = COVERAGE_TYPES[type];
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      const roles = await trx.selectFrom('user_roles').select(['role_code', 'client_code', 'customer_number']).where('user_id', '=', user.id).where('active', '=', true).orderBy('created_at').orderBy('role_code').execute();
      const customers = aviationCustomers(roles);
      if (customers.length === 0) throw domainError('notDashboardCustomer');
      const today = serverToday();
      const cards = await this.cards(trx, customers, today);
      const { maxNumberOfPolicy } = settings();
      const max = maxNumberOfPolicy[type];
      const decision = addPolicyDecision(cards.map((c) => ({ type: c.coverage_type, status: c.status })), type, maxNumberOfPolicy);
      if (decision.kind === 'active') throw domainError('addPolicyActive');
      const held = roles.some((r) => r.role_code === ROLE_CODES.applicant && r.client_code === client);
      if (decision.kind === 'max' || held) throw domainError('addPolicyMax', { values: { max } });

      // the new customer is the caller's, under the name and address they are known by
      const home = await trx.selectFrom('customers').selectAll().where('customer_number', '=', customers[0]!).executeTakeFirstOrThrow();
      const { rows } = await sql<{ n: string }>`select nextval('customer_numbers')::text as n`.execute(trx);
      const customerNumber = `R${rows[0]!.n}`;
      const { customer_number: _home, created_at: _at, details, ...record } = home;
      await trx.insertInto('customers').values({ ...record, details: JSON.stringify(details), customer_number: customerNumber, client_code: client }).execute();
      await trx.insertInto('user_roles').values({ user_id: user.id, role_code: ROLE_CODES.applicant, client_code: client, customer_number: customerNumber }).execute();
      return { customer_number: customerNumber, client, coverage_type: type };
    });
  }

  /** The session works as `customerNumber`, one of the caller's aviation customers. */
  assertOwn(user: SessionUser, customerNumber: string): void {
    if (!aviationCustomers(user.roles).includes(customerNumber)) throw domainError('notDashboardCustomer');
  }
}
