import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { dropSchema, openDatabase } from '../db/connect';
import { findMigrations, migrate } from '../db/migrations';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

it('a database from before the identity model keeps every person able to do what they did (migration 0140)', async () => {
  const url = process.env.DATABASE_URL;
  const schema = url ? `mig_${randomBytes(5).toString('hex')}` : undefined;
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema });
  try {
    const all = findMigrations(SERVER_DIR);
    await migrate(handle.db, all.filter((m) => m.version < 140));
    await sql`insert into users (login, password_hash, role, first_name, last_name, email, customer_number, client) values
      ('ann@old', 'h1', 'applicant', 'Ann', 'Old', 'ann@old', 'C1', 'CANACCT'),
      ('carl@old', 'h2', 'csr', 'Carl', 'Old', 'carl@old', null, null),
      ('sue@old', 'h3', 'sponsor', 'Sue', 'Old', 'sue@old', null, 'CANACCT')`.execute(handle.db);
    await migrate(handle.db, all);
    const users = await sql<{ login: string; user_type: string; password_hash: string | null; roles: string; groups: string }>`
      select u.login, u.user_type, u.password_hash,
        (select string_agg(r.role_code || '/' || r.client_code || '/' || coalesce(r.customer_number, '-'), ',') from user_roles r where r.user_id = u.id) as roles,
        (select string_agg(g.group_name, ',' order by g.group_name) from user_groups g where g.user_id = u.id) as groups
      from users u order by u.login`.execute(handle.db);
    expect(users.rows).toEqual([
      { login: 'ann@old', user_type: 'ExternalCustomer', password_hash: 'h1', roles: 'ADMIN_CUSTOMER_USER/CANACCT/C1', groups: 'ADMIN_CUSTOMER_USER' },
      // staff lose their password: they sign in through single sign-on from now on
      { login: 'carl@old', user_type: 'Internal', password_hash: null, roles: 'CANACCT_OPERATIONS//-', groups: 'PORTAL_CSR_EDITORS,PORTAL_STAFF' },
      { login: 'sue@old', user_type: 'ExternalCustomer', password_hash: 'h3', roles: 'CLIENT_RPG_CAPTIVE/CANACCT/-', groups: null },
    ]);
    const customers = await handle.db.selectFrom('customers').select(['customer_number', 'client_code', 'legal_name', 'email']).execute();
    expect(customers).toEqual([{ customer_number: 'C1', client_code: 'CANACCT', legal_name: 'Ann Old', email: 'ann@old' }]);
  } finally {
    await handle.close();
    if (url && schema) await dropSchema(url, schema);
  }
});
