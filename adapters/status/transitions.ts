import type { Action, Actor } from './actions';
import type { Status } from './statuses';

export interface Transition {
  from: readonly Status[];
  action: Action;
  to: Status;
  who: readonly Actor[];
  /** only for these programs (client codes); any program when absent */
  programs?: readonly string[];
}

/** Everything before a policy exists; these may be cancelled by the applicant or a CSR. */
const BEFORE_POLICY: readonly Status[] = [
  'IN_PROGRESS', 'SUBMITTED', 'QUOTED', 'QUOTE_ACCEPTED', 'PENDING_CSR_REVIEW', 'CSR_REVIEW_IN_PROGRESS',
  'WAITING_ON_CUSTOMER', 'WAITING_ON_UNDERWRITER', 'PENDING_SPONSOR_REVIEW', 'CSR_APPROVED', 'CSR_REJECTED', 'SPONSOR_REJECTED',
];

/**
 * THE allowed status changes (docs/requirements.md §3.3 leaves which transitions are allowed to us;
 * these are our decisions, explained in docs/rating.md "Status transitions").
 * Anything not listed is refused: 409 when the status forbids it, 403 when the role does.
 */
export const TRANSITIONS: readonly Transition[] = [
  // ---- applicant journey
  // all steps up to the quote page are saved: the application waits for rating
  { from: ['IN_PROGRESS'], action: 'SUBMIT', to: 'SUBMITTED', who: ['applicant'] },
  // rating produced at least one quote (re-rating a quoted proposal keeps it QUOTED);
  // the applicant's save with generate_quote triggers it, so the applicant may cause it too
  { from: ['IN_PROGRESS', 'SUBMITTED', 'QUOTED'], action: 'QUOTE', to: 'QUOTED', who: ['applicant', 'system'] },
  // answers changed after quoting: the quotes are stale until rated again
  // (a save of a page before the quote page with other answers and no new quotes, by the
  // applicant or a CSR: the quotes are cleared)
  { from: ['QUOTED'], action: 'EDIT', to: 'IN_PROGRESS', who: ['applicant', 'csr'] },
  // PATCH quote; accepting again while QUOTE_ACCEPTED is a switch (nothing was decided on it yet)
  { from: ['QUOTED', 'QUOTE_ACCEPTED'], action: 'ACCEPT_QUOTE', to: 'QUOTE_ACCEPTED', who: ['applicant'] },
  // after approval the switch stays approved; who may switch to which quote is
  // server/status/quote-switch.ts (gold wings, one aircraft, a higher limit)
  { from: ['CSR_APPROVED'], action: 'ACCEPT_QUOTE', to: 'CSR_APPROVED', who: ['applicant'] },
  // referral: no quote could be offered, the CSR-review check said review_required, or the
  // customer answered what the CSR asked for
  {
    from: ['IN_PROGRESS', 'SUBMITTED', 'QUOTED', 'QUOTE_ACCEPTED', 'WAITING_ON_CUSTOMER'],
    action: 'SEND_TO_CSR_REVIEW', to: 'PENDING_CSR_REVIEW', who: ['applicant', 'system'],
  },
  // POST /policies: accountants and lawyers create the policy straight from the final quote
  // (QUOTED), others after acceptance or CSR approval (docs/requirements.md §6.2).
  // The referral rules hold it back until CSR_APPROVED (server/policies/service.ts).
  { from: ['QUOTED'], action: 'ISSUE_POLICY', to: 'POLICY_ISSUED_PENDING_PAYMENT', who: ['applicant', 'csr'], programs: ['CANACCT', 'CANLAWYERS'] },
  { from: ['QUOTE_ACCEPTED', 'CSR_APPROVED'], action: 'ISSUE_POLICY', to: 'POLICY_ISSUED_PENDING_PAYMENT', who: ['applicant', 'csr'] },
  // PUT /policies/{id} with payment method STD (cheque), by the applicant or a CSR for them
  { from: ['POLICY_ISSUED_PENDING_PAYMENT'], action: 'CHOOSE_OFFLINE_PAYMENT', to: 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', who: ['applicant', 'csr'] },
  // POST /policies/{id}/finance by the applicant: the finance provider accepted the agreement and
  // collected the down payment, so the policy is bound (docs/requirements.md §6.4)
  { from: ['POLICY_ISSUED_PENDING_PAYMENT'], action: 'CHOOSE_FINANCING', to: 'POLICY_ISSUED', who: ['applicant'] },
  // the payment provider accepted the card
  { from: ['POLICY_ISSUED_PENDING_PAYMENT'], action: 'PAYMENT_SUCCESS', to: 'POLICY_ISSUED', who: ['system'] },
  // POST /policies, in the transaction that issued it: the application's answers name a company
  // that is billed for the premium (brandsConfig.json sponsorBilling), so nothing is paid online
  { from: ['POLICY_ISSUED_PENDING_PAYMENT'], action: 'BILL_SPONSOR', to: 'POLICY_ISSUED', who: ['system'] },
  // PATCH start_over; a CSR- or sponsor-rejected applicant starts afresh (docs/requirements.md §7.5)
  {
    from: ['IN_PROGRESS', 'SUBMITTED', 'QUOTED', 'CSR_REJECTED', 'SPONSOR_REJECTED', 'CANCELLED'],
    action: 'START_OVER', to: 'IN_PROGRESS', who: ['applicant'],
  },
  // PATCH requote: the quote expired (docs/requirements.md §5.9); the answers stay, the quotes and any approval go
  { from: ['QUOTED', 'QUOTE_ACCEPTED', 'CSR_APPROVED'], action: 'QUOTE_EXPIRED', to: 'IN_PROGRESS', who: ['applicant'] },
  { from: BEFORE_POLICY, action: 'CANCELLED', to: 'CANCELLED', who: ['applicant', 'csr'] },

  // ---- CSR work list (docs/requirements.md §8.3): "Assign to me" on a referred application
  {
    from: ['PENDING_CSR_REVIEW', 'CSR_REVIEW_IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'WAITING_ON_UNDERWRITER'],
    action: 'ASSIGN_TO', to: 'CSR_REVIEW_IN_PROGRESS', who: ['csr'],
  },
  { from: ['CSR_REVIEW_IN_PROGRESS'], action: 'APPROVE', to: 'CSR_APPROVED', who: ['csr'] },
  { from: ['CSR_REVIEW_IN_PROGRESS'], action: 'REJECT', to: 'CSR_REJECTED', who: ['csr'] },
  { from: ['CSR_REVIEW_IN_PROGRESS'], action: 'SEND_TO_CUSTOMER', to: 'WAITING_ON_CUSTOMER', who: ['csr'] },
  // the CSR's status dropdown: every review outcome, the underwriter, or the sponsor
  { from: ['CSR_REVIEW_IN_PROGRESS'], action: 'STATUS_UPDATE', to: 'WAITING_ON_UNDERWRITER', who: ['csr'] },
  { from: ['CSR_REVIEW_IN_PROGRESS'], action: 'STATUS_UPDATE', to: 'WAITING_ON_CUSTOMER', who: ['csr'] },
  { from: ['CSR_REVIEW_IN_PROGRESS'], action: 'STATUS_UPDATE', to: 'PENDING_SPONSOR_REVIEW', who: ['csr'] },
  { from: ['CSR_REVIEW_IN_PROGRESS'], action: 'STATUS_UPDATE', to: 'CSR_APPROVED', who: ['csr'] },
  { from: ['CSR_REVIEW_IN_PROGRESS'], action: 'STATUS_UPDATE', to: 'CSR_REJECTED', who: ['csr'] },
  // back to work after waiting, or reopening a decision before any policy exists
  {
    from: ['WAITING_ON_UNDERWRITER', 'WAITING_ON_CUSTOMER', 'CSR_APPROVED', 'CSR_REJECTED', 'SPONSOR_REJECTED'],
    action: 'STATUS_UPDATE', to: 'CSR_REVIEW_IN_PROGRESS', who: ['csr'],
  },
  // bound outside the portal, or the cheque arrived
  {
    from: ['QUOTE_ACCEPTED', 'CSR_REVIEW_IN_PROGRESS', 'CSR_APPROVED', 'POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT'],
    action: 'BOUND_MANUALLY', to: 'POLICY_ISSUED', who: ['csr'],
  },
  // an issued but unpaid policy is voided by a CSR only
  { from: ['POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT'], action: 'CANCELLED', to: 'CANCELLED', who: ['csr'] },

  // ---- sponsor review (docs/requirements.md §8.4): only from PENDING_SPONSOR_REVIEW. There is no
  // SPONSOR_APPROVED code, so an approval is final and lands on CSR_APPROVED.
  { from: ['PENDING_SPONSOR_REVIEW'], action: 'APPROVE', to: 'CSR_APPROVED', who: ['sponsor'] },
  { from: ['PENDING_SPONSOR_REVIEW'], action: 'REJECT', to: 'SPONSOR_REJECTED', who: ['sponsor'] },
];
