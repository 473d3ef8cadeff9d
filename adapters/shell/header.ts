/**
 * Which configured header buttons a person sees, and the dashboard button (docs/requirements.md §11.1).
 * Pure: the header component and its tests judge the same rules.
 */
import type { ApplicationType } from '../types';

/** One entry of the header or of a button's sub-menu, as the config service serves it (schemas/config/header.json). */
export interface HeaderItem {
  id: string;
  label: string;
  /** a page under the site's base ('' the start page) */
  route?: string;
  /** an outside address, opened in a new tab */
  href?: string;
  /** 'support' opens the support-contact modal */
  action?: 'support';
}

export interface HeaderButton extends HeaderItem {
  showOnLogin?: boolean;
  showOnLogout?: boolean;
  showOnCsr?: boolean;
  submenu?: HeaderItem[];
}

export interface HeaderConfig {
  buttons?: HeaderButton[];
  dashboardButton?: { label: string };
}

/** The kinds of page where a signed-in-only button never shows. */
export type PageKind = 'quick-quote' | 'auth' | 'other';

export interface HeaderViewer {
  signedIn: boolean;
  /** staff and the back-office roles (CSR, client, sponsor): they see only buttons flagged showOnCsr */
  staff: boolean;
  /** a CSR with a customer's application open: the header links nowhere (§8.1) */
  csrFlow: boolean;
  page: PageKind;
}

/** The sign-in, registration and password pages: the header's signed-in-only buttons stay off them. */
const AUTH_PAGES = new Set(['login', 'auth', 'internal-login', 'registration', 'otp-verify', 'create-profile', 'create-password', 'user-exist', 'reset-password', 'reset-success']);

/** The kind of a page from the path under its base (`rest` of the base URL). */
export function pageKind(rest: readonly string[]): PageKind {
  const first = rest[0] ?? '';
  if (first === 'quick-quote') return 'quick-quote';
  return AUTH_PAGES.has(first) ? 'auth' : 'other';
}

export function visibleButtons(buttons: readonly HeaderButton[], viewer: HeaderViewer): HeaderButton[] {
  if (viewer.csrFlow) return [];
  return buttons.filter((b) => {
    if (viewer.signedIn ? !b.showOnLogin : !b.showOnLogout) return false;
    if (viewer.staff && !b.showOnCsr) return false;
    const signedInOnly = !!b.showOnLogin && !b.showOnLogout;
    return !(signedInOnly && viewer.page !== 'other');
  });
}

export interface DashboardButtonInput {
  /** a signed-in applicant (customers only: staff have no policies of their own) */
  applicant: boolean;
  applicationType: ApplicationType | undefined;
  /** the site's program has the aviation dashboard (§11.4) */
  programHasDashboard: boolean;
  /** the page's first path segment under the base */
  route: string;
}

/**
 * Where the dashboard button leads, or undefined when it is not shown: during a renewal or a quick
 * renewal, off the policy summary (which has its own way back, §6.6) and off the page it leads to.
 * The aviation sites go to their dashboard; the others to the policy summary, the spec's
 * policy-by-customer look-up (**Decision**, docs/requirements.md §11.1).
 */
export function dashboardButtonTarget(input: DashboardButtonInput): 'dashboard' | 'policy-summary' | undefined {
  if (!input.applicant) return undefined;
  if (input.applicationType !== 'RENEWAL' && input.applicationType !== 'QUICK_RENEWAL') return undefined;
  const target = input.programHasDashboard ? 'dashboard' : 'policy-summary';
  if (input.route === 'policy-summary' || input.route === target) return undefined;
  return target;
}
