/**
 * The status a dashboard card shows (docs/requirements.md §11.4): derived from the status of the
 * application the card stands for, else from the policy's own status, then moved to renewable or
 * expired by the renewal window. One rule for the server, which decides it against its calendar.
 */
import { renewalWindow, type RenewalPeriod } from './renewal-window';

/** i in progress, pe pending payment, a active, p pending (starts later), r renewable, e / ex expired. */
export const DASHBOARD_CODES = ['i', 'pe', 'a', 'p', 'r', 'e', 'ex'] as const;
export type DashboardCode = (typeof DASHBOARD_CODES)[number];

const PENDING_PAYMENT: readonly string[] = ['POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT'];
/** Statuses that are not an application under way (a policy, or nothing left to do). */
const NOT_IN_PROGRESS: readonly string[] = [...PENDING_PAYMENT, 'POLICY_ISSUED', 'CANCELLED'];

export interface DashboardFacts {
  /** the status of the application the card stands for; null when it has none */
  applicationStatus: string | null;
  /** the policy's own status: 'a' live, 'e' past its expiry, any other value as it is; null when none */
  policyStatus: string | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  /** yyyy-MM-dd */
  today: string;
  period: RenewalPeriod;
}

/**
 * Every application status before a policy is in progress (**Decision**: the statuses the spec does
 * not list, such as sponsor review, are under way too); an issued, paid policy is active from its
 * start date to its expiry date, pending before it and expired after it.
 */
function fromApplication(status: string, f: DashboardFacts): string | undefined {
  if (!NOT_IN_PROGRESS.includes(status)) return 'i';
  if (PENDING_PAYMENT.includes(status)) return 'pe';
  if (status !== 'POLICY_ISSUED') return undefined;
  if (f.expirationDate && f.today > f.expirationDate) return 'e';
  return f.effectiveDate && f.today < f.effectiveDate ? 'p' : 'a';
}

/** The card's status code; a value outside DASHBOARD_CODES is kept raw (and dropped by the status order). */
export function dashboardStatus(f: DashboardFacts): string {
  const status = (f.applicationStatus && fromApplication(f.applicationStatus, f)) || f.policyStatus || 'i';
  if (status !== 'a' && status !== 'e') return status;
  if (renewalWindow(f.expirationDate, f.period, f.today)?.when === 'open') return 'r';
  return status === 'e' ? 'ex' : status;
}

export const isExpired = (code: string): boolean => code === 'e' || code === 'ex';
