import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { USER_COLUMNS } from '../session/session-store';
import type { StaffRecord } from './decide';

/** The portal user with this employee number (active or not), with their active roles. */
export async function findStaff(db: Kysely<Database>, employeeNumber: string): Promise<StaffRecord | undefined> {
  return db.selectFrom('users').select([...USER_COLUMNS, 'users.active']).where('employee_number', '=', employeeNumber).executeTakeFirst();
}

/** The provider's groups are the truth (docs/requirements.md §7.7): the user keeps the ones of this sign-in. */
export async function replaceGroups(db: Kysely<Database>, userId: string, groups: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_groups').where('user_id', '=', userId).execute();
    if (groups.length > 0) await trx.insertInto('user_groups').values(groups.map((group_name) => ({ user_id: userId, group_name }))).execute();
  });
}
