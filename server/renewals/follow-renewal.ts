import { sql } from 'kysely';
import type { StatusListener } from '../proposals/transition';
import './db-types';
import '../policies/db-types';

/**
 * A renewed policy becomes RWL once its renewal's own policy is bound (POLICY_ISSUED): from then
 * on the new term is the customer's policy and the old one is renewed (docs/requirements.md §6.3).
 * Until then, an abandoned renewal leaves the old policy ISSUED and renewable. Runs inside the
 * status change's transaction.
 */
export const renewedPolicyFollows: StatusListener = async (db, { proposalId, to }) => {
  if (to !== 'POLICY_ISSUED') return;
  const renewal = await db.selectFrom('proposals').select('renews_policy_id').where('id', '=', proposalId).executeTakeFirst();
  if (!renewal?.renews_policy_id) return;
  await db
    .updateTable('policies')
    .set({ status_code: 'RWL', updated_at: sql<Date>`now()` })
    .where('id', '=', renewal.renews_policy_id)
    .where('status_code', '=', 'ISSUED')
    .execute();
};
