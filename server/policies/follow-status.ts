import { sql } from 'kysely';
import type { StatusListener } from '../proposals/transition';
import './db-types';

/**
 * A proposal's policy follows its status: bound (POLICY_ISSUED, by payment or by a CSR) makes
 * it ISSUED; CANCELLED voids it. The status writer runs it inside the same transaction.
 */
export const policyFollowsStatus: StatusListener = async (db, { proposalId, to }) => {
  if (to === 'POLICY_ISSUED') {
    await db
      .updateTable('policies')
      .set({ status_code: 'ISSUED', updated_at: sql<Date>`now()` })
      .where('proposal_id', '=', proposalId)
      .where('status_code', 'is', null)
      .execute();
  } else if (to === 'CANCELLED') {
    await db
      .updateTable('policies')
      .set({ status_code: 'VOID', updated_at: sql<Date>`now()` })
      .where('proposal_id', '=', proposalId)
      .where((eb) => eb.or([eb('status_code', 'is', null), eb('status_code', '!=', 'VOID')]))
      .execute();
  }
};
