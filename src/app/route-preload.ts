/**
 * A cold visit's head start (docs/architecture.md "How a page loads"): from the URL alone, before any page
 * code has run, the entry starts the page's chunk and, for a journey step, the requests its page will make
 * (session, journey, layout, idle countdowns, proposal) with the same cache keys and fetchers as the hooks,
 * and, once the layout reply names it, the step's validator module. The first hook that asks takes the
 * preloaded reply or failure (swr `preload`, the validators' import cache), so nothing is fetched twice.
 */
import { matchRoutes } from 'react-router-dom';
import type { ConfigReply } from '../../adapters/api';
import { BRANDS_CONFIG_PAGE, JOURNEY_PAGE, preloadConfig, USER_IDLE_PAGE } from '../api/config';
import { preloadProposal } from '../api/proposals';
import { preloadDrafts } from '../api/drafts';
import { can } from '../../adapters/identity/permissions';
import { preloadCurrentUser } from '../api/session';
import { requestContext } from '../api/useRequestContext';
import { parseBaseUrl } from '../../adapters/base/base-url';
import type { Locale, Role } from '../../adapters/types';
import type { Program } from '../../adapters/base/programs';
import { importValidatorModule } from '../journey/validator-import';
import { loadSession, viewOf, type Session } from '../session/session';
import { JOURNEY_STEP, routes } from './routes';

export interface PreloadPlan {
  /** the page's code */
  chunk: () => Promise<unknown>;
  /** the page's program and language, from its base URL */
  program: Program;
  locale: Locale;
  /** the tab's copy of the session, when it has one */
  stored: Session | undefined;
  /** ask the server who is signed in: the guards will (no session in this tab, or one without its idle settings) */
  session: boolean;
  /** config service pages */
  config: string[];
  /** the proposal needs the user's customer number: at once from the tab's session, else once the session reply names a user */
  proposal: 'now' | 'after-session';
  /** the step's layout page, whose validator module starts with its reply, for the view the tab's session implies (the page's own, unless its proposal is locked) */
  validators: { page: string; view: Role };
}

/** What to start for `pathname`; undefined for every page that is not a journey step (sign-in, registration, errors...). */
export function preloadPlan(pathname: string, stored: Session | undefined): PreloadPlan | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const base = parseBaseUrl(pathname);
  const routeName = leaf?.params.routeName;
  if (leaf?.route.handle !== JOURNEY_STEP || !base || !routeName) return undefined;
  return {
    chunk: JOURNEY_STEP.load,
    program: base.program,
    locale: base.locale,
    stored,
    session: !stored?.idle,
    config: [JOURNEY_PAGE, USER_IDLE_PAGE, BRANDS_CONFIG_PAGE, routeName],
    proposal: stored ? 'now' : 'after-session',
    validators: { page: routeName, view: stored ? viewOf(stored) : 'applicant' },
  };
}

/** Starts what the plan names. Failures are left for the hooks: each reports its own, as if it had fetched. */
export function startPreloads(plan: PreloadPlan): void {
  const ctx = (session: Session | undefined) => requestContext(plan.program, plan.locale, session);
  ignoreFailure(plan.chunk());
  const user = plan.session ? preloadCurrentUser(ctx(plan.stored)) : undefined;
  for (const page of plan.config) {
    const reply = preloadConfig(ctx(plan.stored), page);
    ignoreFailure(page === plan.validators.page ? reply.then((layout) => preloadValidators(plan, layout)) : reply);
  }
  if (plan.proposal === 'now' && plan.stored) ignoreFailure(proposalAndDrafts(ctx(plan.stored), plan.stored));
  else if (user) ignoreFailure(user.then((signedIn) => signedIn && proposalAndDrafts(ctx(signedIn), signedIn)));
}

/** The proposal, then, when the applicant has one, its drafts (docs/architecture.md "Drafts"): the step's form waits for them. */
async function proposalAndDrafts(ctx: ReturnType<typeof requestContext>, session: Session): Promise<unknown> {
  // a CSR with no customer open is sent to the work list (docs/requirements.md §8.1): nothing to read
  if (can.workOnAnyApplication(session.principal) && !session.csrCustomerNumber) return undefined;
  const proposal = await preloadProposal(ctx);
  return proposal && can.workOnOwnApplication(session.principal) ? preloadDrafts(ctx) : undefined;
}

/** The module the layout reply names for the plan's view: the page will ask for it by the key it computes, most often this one. */
function preloadValidators(plan: PreloadPlan, layout: ConfigReply): Promise<unknown> | undefined {
  const key = layout.validators?.[plan.validators.view];
  return key ? importValidatorModule(plan.program.client, plan.validators.page, key) : undefined;
}

/** The entry's call: the current URL and the tab's session. */
export function preloadRoute(pathname: string = window.location.pathname, storage: Storage = sessionStorage): void {
  const plan = preloadPlan(pathname, loadSession(storage));
  if (plan) startPreloads(plan);
}

/** A preload nobody takes (the page went elsewhere) must not surface as an unhandled rejection. */
function ignoreFailure(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}
