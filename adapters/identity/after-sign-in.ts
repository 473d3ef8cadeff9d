/**
 * Where a user goes once signed in (docs/requirements.md §7.5 "After sign-in"): one pure decision from
 * plain facts, used by the browser's start page for every first page it picks. The status part reuses
 * the status-to-page table (adapters/status/redirects.ts, docs/requirements.md §3.5) rather than copy it.
 */
import { routeForProgressState, routeLinks } from '../journey';
import { applicationTypeOf } from '../journey/application-type';
import { isStatus, routeForStatus, type Status } from '../status';
import type { ApplicationType, Journey, Locale } from '../types';
import { isApplicant, isClientUser, isCsr, isSponsor, type Principal } from './permissions';

/** The back-office pages staff land on (docs/requirements.md §8). */
export type StaffPage = 'manage-applications' | 'answer-net';

/** A one-time message shown on the page the user lands on (docs/requirements.md §7.5). */
export type LandingNotice = 'csrRejected' | 'quoteExpired';

export interface SignInFacts {
  /** who signed in: user type, roles, groups */
  principal: Principal;
  /** the client (program) the user belongs to; null for staff */
  userClient: string | null;
  /** the client of the site being signed in to */
  siteClient: string;
  locale: Locale;
  /** the site has a dashboard page (gold and silver wings) and the user is not asking for their application (docs/requirements.md §11.4) */
  dashboard: boolean;
  /** the program's journey (its first step and progress-state routes) */
  journey: Journey;
  /** the user's current proposal, null when none exists */
  proposal: {
    status: string;
    type: string;
    currentProgressState: string | null;
    quickRenewal: boolean;
    quoteExpired: boolean;
  } | null;
  /** whether the user holds policies (asked only when there is no proposal) */
  hasPolicies: boolean;
  /** configured per-status overrides of the page after sign-in; none are configured today */
  loginRedirects?: Partial<Record<Status, string>>;
}

export type SignInDestination =
  /** another client's site: the same decision is made again there */
  | { kind: 'site'; client: string }
  /** a page of the user's own site; first `deleteProposal`, `startOver` or `requote` (drop an expired quote, keep the answers) when set; the application type to work under, a one-time notice */
  | { kind: 'route'; route: string; applicationType: ApplicationType; deleteProposal?: true; startOver?: true; requote?: true; notice?: LandingNotice }
  | { kind: 'dashboard' }
  | { kind: 'staff'; page: StaffPage }
  /** 501: the page exists only in English, fr-CA answers Not Implemented; 403: no role the portal routes */
  | { kind: 'error'; status: 403 | 501 };

/** The first step of the program for an application type (important information, general information or eligibility…). */
function firstStep(journey: Journey, type: ApplicationType): string {
  return routeLinks(journey, type)[0]?.route_name ?? '';
}

export function afterSignIn(facts: SignInFacts): SignInDestination {
  // CSRs go to their work list; the client role too and sponsors (the RPG captive role, §7.1) to
  // answer-net, both English only
  if (isCsr(facts.principal)) return { kind: 'staff', page: 'manage-applications' };
  if (isClientUser(facts.principal)) return facts.locale === 'fr-CA' ? { kind: 'error', status: 501 } : { kind: 'staff', page: 'manage-applications' };
  if (isSponsor(facts.principal)) return facts.locale === 'fr-CA' ? { kind: 'error', status: 501 } : { kind: 'staff', page: 'answer-net' };
  if (!isApplicant(facts.principal)) return { kind: 'error', status: 403 };
  if (facts.userClient && facts.userClient !== facts.siteClient) return { kind: 'site', client: facts.userClient };
  if (facts.dashboard) return { kind: 'dashboard' };
  return forProposal(facts);
}

function forProposal(facts: SignInFacts): SignInDestination {
  const { journey, proposal } = facts;
  if (!proposal) {
    // none yet: policies make it a renewal of one of them, else a new application
    if (facts.hasPolicies) return { kind: 'route', route: 'policy-summary', applicationType: 'RENEWAL' };
    return { kind: 'route', route: firstStep(journey, 'NEW'), applicationType: 'NEW' };
  }
  const type = applicationTypeOf(proposal.type);
  const restart = (notice?: LandingNotice): SignInDestination => ({
    kind: 'route', route: firstStep(journey, 'NEW'), applicationType: 'NEW', startOver: true, ...(notice ? { notice } : {}),
  });
  if (proposal.status === 'CSR_REJECTED') {
    return { kind: 'route', route: firstStep(journey, 'NEW'), applicationType: 'NEW', deleteProposal: true, notice: 'csrRejected' };
  }
  if (proposal.status === 'CANCELLED') {
    return type === 'NEW' ? restart() : { kind: 'route', route: 'policy-summary', applicationType: 'RENEWAL' };
  }
  // the answers stay: the applicant goes through them again to be quoted anew (docs/requirements.md §5.9)
  if (proposal.quoteExpired) return { kind: 'route', route: firstStep(journey, type), applicationType: type, requote: true, notice: 'quoteExpired' };
  const open = proposal.status === 'IN_PROGRESS' || proposal.status === 'SUBMITTED';
  const saved = proposal.currentProgressState ? routeForProgressState(journey, proposal.currentProgressState) : undefined;
  // quick renew: the quick renewal's saved page (its first without one), worked on as a QUICK_RENEWAL
  if (open && (proposal.quickRenewal || type === 'QUICK_RENEWAL')) return { kind: 'route', route: saved ?? firstStep(journey, 'QUICK_RENEWAL'), applicationType: 'QUICK_RENEWAL' };
  const savedRoute = saved ?? firstStep(journey, type);
  if (!isStatus(proposal.status)) return { kind: 'route', route: savedRoute, applicationType: type };
  const override = facts.loginRedirects?.[proposal.status];
  const route = override ?? routeForStatus(proposal.status, { client: facts.siteClient, savedRoute }) ?? savedRoute;
  return { kind: 'route', route, applicationType: type };
}
