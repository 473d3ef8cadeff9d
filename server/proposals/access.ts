import { can, viewerOf } from '../../adapters/identity/permissions';
import type { ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import type { SessionUser } from '../session/session-store';

const forbidden = () => domainError('forbidden');

/**
 * Whose proposal a request is about: a CSR names the customer in the customer_number header;
 * anyone else works on their own, and naming another customer is refused.
 */
export function targetCustomer(user: SessionUser, header: string | undefined): string {
  if (can.workOnAnyApplication(user)) {
    if (!header) throw domainError('customerNumberRequired');
    return header;
  }
  if (!user.customer_number || (header && header !== user.customer_number)) throw forbidden();
  return user.customer_number;
}

/** The caller owns the proposal or may work on any (a CSR). */
export function assertCanAccess(user: SessionUser, proposal: ProposalRow): void {
  if (!can.workOnAnyApplication(user) && proposal.customer_number !== user.customer_number) throw forbidden();
}
