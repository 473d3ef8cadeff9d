import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import './db-types';

/**
 * A proposal's policy follows its status: bound (POLICY_ISSUED, by payment or by a CSR) makes
 * it ISSUED; CANCELLED voids it. Called by the status area inside the same transaction.
 */
export async function policyFollowsStatus(db: Kysely<Database> | Transaction<Database>, proposalId: string, to: string): Promise<void> {
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
}
