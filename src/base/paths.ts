/**
 * Every URL the app links or navigates to is built here, from a base (`/accountants/en-ca`).
 * Components never concatenate paths themselves.
 */
import type { Locale } from '../../adapters/types';
import { basePath, parseBaseUrl } from '../../adapters/base/base-url';
import { encodeCustomerParam } from './customer-param';
import type { Program } from '../../adapters/base/programs';

export const paths = {
  base: (program: Program, locale: Locale) => basePath(program, locale),
  step: (base: string, routeName: string) => `${base}/${encodeURIComponent(routeName)}`,
  login: (base: string, next?: string) =>
    `${base}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  /** where the idle countdown's end leads: the sign-in page with the automatic sign-out banner */
  autoLogout: (base: string) => `${base}/login?autoLogout=true`,
  /** staff sign-in, always under the English base of the program (docs/requirements.md §7.2) */
  internalLogin: (program: Program) => `${basePath(program, 'en-CA')}/internal-login`,
  error: (base: string, status: number | string) => `${base}/error/${status}`,
  /** the error page of the sign-in and registration pages (docs/requirements.md §10.5) */
  authError: (base: string, status: number | string) => `${base}/auth/error/${status}`,
  /** where every page leads while a maintenance window is on; the staff's schedule (docs/requirements.md §11.7) */
  maintenance: (base: string) => `${base}/maintenance`,
  maintenanceSchedule: (base: string) => `${base}/maintenance-schedule`,
  /** "Redirecting...", then `to` (a path of this site) */
  redirect: (base: string, to: string) => `${base}/redirect?to=${encodeURIComponent(to)}`,
  forgotPassword: (base: string) => `${base}/auth/forgot-password`,
  resetPassword: (base: string) => `${base}/auth/reset-password`,
  resetSuccess: (base: string) => `${base}/auth/reset-password-success`,
  /** the registration flow (docs/requirements.md §7.10); `step` is a page name the server answers */
  registration: (base: string) => `${base}/registration`,
  registrationStep: (base: string, step: string) => `${base}/${step}`,
  quickQuote: (base: string) => `${base}/quick-quote`,
  /** the CSR review page of one application, linked from the work list (docs/requirements.md §8.2, §8.5) */
  reviewApplication: (base: string, id: string) => `${base}/review-application/${encodeURIComponent(id)}`,
  /** a customer's application summary: v1 tables by section, v2 an accordion by step (docs/requirements.md §8.5) */
  csrReview: (base: string, customerNumber: string, version: 1 | 2) =>
    `${base}/${version === 2 ? 'csr-review-v2' : 'csr-review'}/${encodeURIComponent(encodeCustomerParam(customerNumber))}`,
  /** the applicant's review of their answers: v1 tables, v2 (wings programs) an accordion by step (docs/requirements.md §8.5) */
  review: (base: string, version: 1 | 2) => `${base}/${version === 2 ? 'review-v2' : 'review'}`,
  /** the terms and conditions a CSR-approved applicant accepts before the policy (docs/requirements.md §6.1) */
  termsConditions: (base: string) => `${base}/terms-conditions`,
  /** the confirmation of a paid policy: by card, or billed through the applicant's company (docs/requirements.md §6.6) */
  paymentConfirmation: (base: string) => `${base}/payment/confirmation`,
  /** a card payment that failed in a way the card fields cannot fix (docs/requirements.md §6.6) */
  paymentFailure: (base: string, reason: string) => `${base}/payment/failure?reason=${encodeURIComponent(reason)}`,
  /** the cheque instructions of a policy waiting for its cheque (docs/requirements.md §6.4) */
  offlinePayment: (base: string) => `${base}/offline-payment`,
  /** the policy's summary: term, coverages, premium, taxes, how it is paid (docs/requirements.md §6.6) */
  policySummary: (base: string) => `${base}/policy-summary`,
  /** the CSR work list (docs/requirements.md §8.2) */
  workList: (base: string) => `${base}/manage-applications`,
  /** the sponsor's list and review of one application (docs/requirements.md §8.4) */
  sponsorList: (base: string) => `${base}/manage-applications-gb`,
  sponsorReview: (base: string, customerNumber: string) => `${base}/review-application-gb/${encodeURIComponent(customerNumber)}`,
  /** the admin panel, opened from the work list (docs/requirements.md §8.6) */
  adminPanel: (base: string) => `${base}/admin-panel`,
  /** The same page in another language: swaps the locale segment, keeps the route and query. */
  switchLocale(pathname: string, search: string, locale: Locale): string {
    const parsed = parseBaseUrl(pathname);
    if (!parsed) return pathname + search;
    const rest = parsed.rest.map(encodeURIComponent).join('/');
    return `${basePath(parsed.program, locale)}${rest ? `/${rest}` : ''}${search}`;
  },
};

/** Only same-site paths may be followed after login, never another origin. */
export function safeNext(next: string | null, fallback: string): string {
  // a backslash counts as a slash in browsers' URL parsing: `/\\host` would be another origin
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : fallback;
}
