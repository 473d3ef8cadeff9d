import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { WORK_LIST_PAGE_SIZE, sponsorStatusLabelKey, type SponsorListRow, type SponsorReviewReply, type WorkListQuery, type WorkListRow, type WorkListSort } from '../../adapters/api';
import { ROLE_CODES } from '../../adapters/identity/permissions';
import { offersAssignToMe, statusLabelKey, type Status } from '../../adapters/status';
import type { Database } from '../db/schema';
import './db-types';
import { quoteDaysLeftOf } from './quote-expiry';

/** The program whose list is ordered by referral date by default (docs/requirements.md §8.2). */
const REFERRAL_ORDER_CLIENT = 'CANAGENT';
/** "Exclude bound and approved": CSR approved, and every policy-issued status. */
const BOUND_OR_APPROVED: readonly Status[] = ['CSR_APPROVED', 'POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', 'POLICY_ISSUED'];

/** The sponsor lists filter by program and status only, in the default order. */
const NO_FILTERS: WorkListQuery = { page: 1, exclude_bound_approved: false, direction: 'desc' };

type Joined = Database & { u: Database['users'] };
type From = 'proposals' | 'user_roles' | 'u';
type Eb = ExpressionBuilder<Joined, From>;

/** `%text%` for ILIKE, the caller's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** yyyy-MM-dd as the first instant of that day in the database's time zone, the day the list shows. */
const day = (date: string, plusDays = 0) => sql<Date>`(${date}::date + ${plusDays}::int)::timestamptz`;

/** The sortable columns as SQL; ties are broken by id so pages never overlap. */
const SORT_COLUMNS: Record<WorkListSort, (eb: Eb) => Expression<unknown>> = {
  csr: (eb) => eb.ref('proposals.assigned_to'),
  full_name: () => sql`lower(u.first_name || ' ' || u.last_name)`,
  email: () => sql`lower(u.email)`,
  business_province: (eb) => eb.ref('proposals.business_province'),
  firm_name: () => sql`lower(proposals.firm_name)`,
  status: (eb) => eb.ref('proposals.status'),
  last_modified: (eb) => eb.ref('proposals.last_modified_timestamp'),
  referral_date: (eb) => eb.ref('proposals.referal_date'),
  type: (eb) => eb.ref('proposals.type'),
};

/**
 * The CSR work list (docs/requirements.md §8.2): one page of the filtered, sorted proposals and
 * how many match, each read in SQL (the indexes of migration 0106 serve the usual orders).
 */
export class WorkList {
  constructor(private readonly db: Kysely<Database>) {}

  async page(q: WorkListQuery): Promise<{ total: number; rows: WorkListRow[] }> {
    const offset = ((q.page ?? 1) - 1) * WORK_LIST_PAGE_SIZE;
    const [total, rows] = await Promise.all([this.count(q), this.rows(q, offset, WORK_LIST_PAGE_SIZE)]);
    return { total, rows };
  }

  /**
   * The sponsor's lists (docs/requirements.md §8.4): `programs`' proposals, of `statuses` when given,
   * in the work list's default order, with the sponsor row's columns (phone and postal code from the
   * customer's record, when one is stored).
   */
  async sponsorPage(programs: readonly string[], statuses: readonly Status[] | null, page: number): Promise<{ total: number; rows: SponsorListRow[] }> {
    if (programs.length === 0) return { total: 0, rows: [] };
    const restrict = <Q extends SelectQueryBuilder<Joined, From, object>>(query: Q) => {
      let q = query.where('proposals.client', 'in', programs);
      if (statuses) q = q.where('proposals.status', 'in', statuses);
      return q as Q;
    };
    const offset = (page - 1) * WORK_LIST_PAGE_SIZE;
    const [counted, rows] = await Promise.all([
      restrict(this.filtered(NO_FILTERS, false)).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      this.ordered(restrict(this.filtered(NO_FILTERS)), NO_FILTERS)
        .leftJoin('customers as c', 'c.customer_number', 'proposals.customer_number')
        .select(['proposals.id', 'proposals.customer_number', 'proposals.status', 'proposals.type', 'proposals.business_province', 'u.first_name', 'u.last_name', 'c.primary_phone', 'c.postal_code'])
        .select([
          sql<string>`to_char(proposals.last_modified_timestamp, 'YYYY-MM-DD')`.as('last_modified'),
          sql<string | null>`to_char(proposals.referal_date, 'YYYY-MM-DD')`.as('referral_date'),
        ])
        .limit(WORK_LIST_PAGE_SIZE)
        .offset(offset)
        .execute(),
    ]);
    return {
      total: Number(counted.n),
      rows: rows.map((r) => ({
        id: r.id,
        customer_number: r.customer_number,
        last_modified: r.last_modified,
        referral_date: r.referral_date,
        status: r.status,
        status_label: sponsorStatusLabelKey(r.status),
        type: r.type === 'NEW' ? 'NEW' : 'RENEWAL',
        first_name: r.first_name,
        last_name: r.last_name,
        business_province: r.business_province,
        phone: r.primary_phone ?? null,
        postal_code: r.postal_code ?? null,
      })),
    };
  }

  /** The customer's latest application in one of `programs`, as the sponsor review shows it; undefined when there is none. */
  async sponsorApplication(programs: readonly string[], customerNumber: string): Promise<SponsorReviewReply | undefined> {
    if (programs.length === 0) return undefined;
    const row = await this.filtered(NO_FILTERS)
      .where('proposals.client', 'in', programs)
      .where('proposals.customer_number', '=', customerNumber)
      .select(['proposals.id', 'proposals.revision', 'proposals.customer_number', 'proposals.client', 'proposals.status', 'proposals.business_province', 'u.first_name', 'u.last_name', 'u.email'])
      .orderBy('proposals.last_modified_timestamp', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { ...row, status_label: sponsorStatusLabelKey(row.status) };
  }

  /** Every row of the filtered list in its order, `batch` at a time (the export). */
  async *all(q: WorkListQuery, batch = 1000): AsyncGenerator<WorkListRow[]> {
    for (let offset = 0; ; offset += batch) {
      const rows = await this.rows(q, offset, batch);
      if (rows.length > 0) yield rows;
      if (rows.length < batch) return;
    }
  }

  private async count(q: WorkListQuery): Promise<number> {
    // the count joins the applicant's user only when a filter reads it: PostgreSQL cannot drop an
    // outer join to a table whose key it does not know to be unique
    const counted = q.name || q.email ? this.filtered(q) : this.filtered(q, false);
    const { n } = await counted.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  private async rows(q: WorkListQuery, offset: number, limit: number): Promise<WorkListRow[]> {
    const rows = await this.ordered(this.filtered(q), q)
      .select([
        'proposals.id', 'proposals.revision', 'proposals.customer_number', 'proposals.status', 'proposals.type', 'proposals.assigned_to',
        'proposals.business_province', 'proposals.firm_name', 'u.first_name', 'u.last_name', 'u.email',
        'proposals.client', 'proposals.quoted_at', 'proposals.approved_timestamp',
      ])
      .select([
        sql<string>`to_char(proposals.last_modified_timestamp, 'YYYY-MM-DD')`.as('last_modified'),
        sql<unknown>`jsonb_path_query_first(proposals.progress_states, '$[*].form_elements.coverage_begin_date') #>> '{}'`.as('coverage_begin_date'),
        sql<string | null>`to_char(proposals.referal_date, 'YYYY-MM-DD')`.as('referral_date'),
        // read for the returned rows only: PostgreSQL evaluates these after the LIMIT
        sql<string | null>`(select coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), e.actor)
          from proposal_status_events e left join users a on a.login = e.actor
          where e.proposal_id = proposals.id and e.to_status = 'CSR_APPROVED' order by e.at desc limit 1)`.as('approved_by'),
        // the policies area's table: the policy issued from this proposal (none while it is VOID)
        sql<string | null>`(select to_char(p.effective_date, 'YYYY-MM-DD') from policies p
          where p.proposal_id = proposals.id and p.status_code is distinct from 'VOID' limit 1)`.as('policy_effective_date'),
      ])
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r, i) => ({
      sno: offset + i + 1,
      csr: r.assigned_to,
      id: r.id,
      customer_number: r.customer_number,
      full_name: r.first_name !== null || r.last_name !== null ? [r.first_name, r.last_name].filter(Boolean).join(' ') : null,
      email: r.email,
      business_province: r.business_province,
      firm_name: r.firm_name,
      status: r.status,
      status_label: statusLabelKey(r.status),
      last_modified: r.last_modified,
      referral_date: r.referral_date,
      type: r.type === 'NEW' ? 'NEW' : 'RENEWAL',
      approved_by: r.approved_by,
      policy_effective_date: r.policy_effective_date,
      quote_expiry_days: quoteDaysLeftOf(r),
      assignable: offersAssignToMe(r.status),
      revision: r.revision,
    }));
  }

  private filtered(q: WorkListQuery, withUser = true) {
    const proposals = this.db.selectFrom('proposals');
    let query = (
      withUser
        ? proposals
            // the customer's applicant (admin customer user): whose name and e-mail the list shows
            .leftJoin('user_roles', (join) => join.onRef('user_roles.customer_number', '=', 'proposals.customer_number').on('user_roles.role_code', '=', ROLE_CODES.applicant))
            .leftJoin('users as u', 'u.id', 'user_roles.user_id')
        : proposals
      // typed as joined either way: without the join, no filter reads the user's columns
    ) as unknown as SelectQueryBuilder<Joined, From, object>;
    query = query.where('proposals.deleted_at', 'is', null);
    const where = (condition: (eb: Eb) => Expression<SqlBool>) => {
      query = query.where(condition);
    };
    if (q.status) where((eb) => eb('proposals.status', '=', q.status!));
    if (q.exclude_bound_approved) where((eb) => eb('proposals.status', 'not in', BOUND_OR_APPROVED));
    if (q.client) where((eb) => eb('proposals.client', '=', q.client!.toUpperCase()));
    if (q.name) where((eb) => eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', contains(q.name!)));
    if (q.email) where((eb) => eb('u.email', 'ilike', contains(q.email!)));
    if (q.customer_number) where((eb) => eb('proposals.customer_number', 'ilike', contains(q.customer_number!)));
    if (q.firm_name) where((eb) => eb('proposals.firm_name', 'ilike', contains(q.firm_name!)));
    if (q.business_province) where((eb) => eb('proposals.business_province', 'ilike', contains(q.business_province!)));
    if (q.modified_from) where((eb) => eb('proposals.last_modified_timestamp', '>=', day(q.modified_from!)));
    if (q.modified_to) where((eb) => eb('proposals.last_modified_timestamp', '<', day(q.modified_to!, 1)));
    if (q.referral_from) where((eb) => eb('proposals.referal_date', '>=', day(q.referral_from!)));
    if (q.referral_to) where((eb) => eb('proposals.referal_date', '<', day(q.referral_to!, 1)));
    return query;
  }

  private ordered<O>(query: SelectQueryBuilder<Joined, From, O>, q: WorkListQuery) {
    if (q.sort) {
      const direction = q.direction === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
      return query.orderBy((eb) => sql`${SORT_COLUMNS[q.sort!](eb)} ${direction}`).orderBy('proposals.id');
    }
    if (q.client?.toUpperCase() === REFERRAL_ORDER_CLIENT) {
      return query.orderBy(sql`proposals.referal_date desc nulls last`).orderBy('proposals.id');
    }
    return query
      .orderBy(sql`(proposals.status = 'PENDING_CSR_REVIEW') desc`)
      .orderBy('proposals.last_modified_timestamp', 'desc')
      .orderBy('proposals.id');
  }
}
