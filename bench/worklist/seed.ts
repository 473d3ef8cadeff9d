import { sql, type Kysely } from 'kysely';
import { STATUSES } from '../../adapters/status';
import type { Database } from '../../server/db/schema';

export const CLIENTS = ['CANAGENT', 'CANACCT', 'CANLAWYERS', 'CANGLDWNG', 'CANSILVWING', 'CANWINGS'] as const;
const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK'];

/**
 * `n` applicants with one proposal each, in a handful of set-based statements (generate_series):
 * customers, users and their applicant roles, then the proposals. One in 16 is in each status, so
 * about 6,000 wait for CSR review; last modified over the past year, a referral date on the
 * in-review ones, a province and a firm name in the saved answers.
 */
export async function seedProposals(db: Kysely<Database>, n: number): Promise<void> {
  const statuses = sql.lit(`{${STATUSES.join(',')}}`);
  const clients = sql.lit(`{${CLIENTS.join(',')}}`);
  const provinces = sql.lit(`{${PROVINCES.join(',')}}`);
  await sql`insert into customers (customer_number, client_code, legal_name, address1, city, postal_code, email)
    select 'B' || lpad(i::text, 7, '0'), (${clients}::text[])[1 + i % 6], 'Firm ' || i, i || ' Main St', 'Town', 'A1A 1A1', 'user' || i || '@bench.test'
    from generate_series(1, ${n}) i`.execute(db);
  await sql`insert into users (login, password_hash, first_name, last_name, email)
    select 'user' || i || '@bench.test', null, 'First' || i, 'Last' || (i * 7919 % ${n}), 'user' || i || '@bench.test'
    from generate_series(1, ${n}) i`.execute(db);
  await sql`insert into user_roles (user_id, role_code, client_code, customer_number)
    select u.id, 'ADMIN_CUSTOMER_USER', c.client_code, c.customer_number
    from users u join customers c on c.email = u.login where u.login like '%@bench.test'`.execute(db);
  await sql`insert into proposals (customer_number, client, program_type, type, status, created_by, last_modified_timestamp, referal_date, assigned_to, progress_states)
    select 'B' || lpad(i::text, 7, '0'), (${clients}::text[])[1 + i % 6], 'BENCH', case when i % 5 = 0 then 'RENEWAL' else 'NEW' end,
      (${statuses}::text[])[1 + (i * 31) % 16],
      'user' || i || '@bench.test',
      now() - make_interval(mins => (i * 7919) % 525600),
      case when (i * 31) % 16 between 4 and 8 then now() - make_interval(mins => ((i::bigint * 104729) % 525600)::int) end,
      case when i % 3 = 0 then 'Csr ' || (i % 20) end,
      jsonb_build_array(jsonb_build_object('name', 'GENERAL', 'completed', true, 'form_elements',
        jsonb_build_object('business_province', (${provinces}::text[])[1 + i % 10], 'firm_name', 'Firm ' || i)))
    from generate_series(1, ${n}) i`.execute(db);
  await sql`analyze`.execute(db);
}
