/**
 * Which cards the dashboard shows and in what order (docs/requirements.md §11.4), and whether a
 * policy of a coverage type may be added (the add-policy rule). Pure: the server applies them.
 */
import { addYears } from 'date-fns';
import { parseIsoDate, toIsoDate } from '../format/date';
import type { CoverageType } from './coverage-types';
import { isExpired } from './dashboard-status';

export interface ListedCard {
  /** the derived status code (dashboardStatus) */
  status: string;
  /** 'r' for a policy renewed already */
  velocityStatus: string | null;
  /** null for an application without a policy */
  policyId: string | null;
  expirationDate: string | null;
}

/**
 * Sorted by the configured status order; a status outside it, a renewed policy (velocity r) and a
 * second card of the same policy are dropped; an expired policy is hidden once its expiry is more
 * than `showExpiredPolicyYears` years ago.
 */
export function dashboardCards<T extends ListedCard>(cards: readonly T[], settings: { statusOrder: readonly string[]; showExpiredPolicyYears: number }, today: string): T[] {
  const seen = new Set<string>();
  const rank = (c: T) => settings.statusOrder.indexOf(c.status);
  const kept = cards.filter((c) => {
    if (rank(c) < 0 || c.velocityStatus === 'r') return false;
    if (c.policyId !== null) {
      if (seen.has(c.policyId)) return false;
      seen.add(c.policyId);
    }
    return !(isExpired(c.status) && expiredLongAgo(c.expirationDate, settings.showExpiredPolicyYears, today));
  });
  // Array.prototype.sort is stable: cards of one status keep the order they came in
  return kept.sort((a, b) => rank(a) - rank(b));
}

function expiredLongAgo(expiry: string | null, years: number, today: string): boolean {
  const end = parseIsoDate(expiry);
  return end !== null && toIsoDate(addYears(end, years)) < today;
}

export type AddPolicyDecision = { kind: 'create' } | { kind: 'active' } | { kind: 'max'; max: number };

/**
 * Adding a policy of `type` (docs/requirements.md §11.4): refused while an application of that type
 * is in progress (the active-policy notice), then when the policies of that type not expired reach
 * the configured maximum (the max-policy notice); otherwise a new customer of that type is made.
 */
export function addPolicyDecision(cards: readonly { type: CoverageType; status: string }[], type: CoverageType, maxNumberOfPolicy: Partial<Record<CoverageType, number>>): AddPolicyDecision {
  const ofType = cards.filter((c) => c.type === type);
  if (ofType.some((c) => c.status === 'i')) return { kind: 'active' };
  const max = maxNumberOfPolicy[type] ?? 1;
  if (ofType.filter((c) => !isExpired(c.status)).length >= max) return { kind: 'max', max };
  return { kind: 'create' };
}
