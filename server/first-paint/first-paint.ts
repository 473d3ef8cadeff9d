/**
 * The first step's form in the HTML (docs/architecture.md "How a page loads"): for a journey step
 * asked by a signed-in applicant of that program, whose application can show that step, the page
 * the app would draw (adapters/first-paint) and the replies it would fetch first. The replies are
 * the API's own, asked in-process (`inject`) with the caller's cookie and the app's headers, so the
 * same access rules apply and the app's caches take them as they are. Anything else: undefined,
 * and the caller sends the plain index.html.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConfigReply, Proposal, SessionReply } from '../../adapters/api';
import { basePath, parseBaseUrl } from '../../adapters/base/base-url';
import { otherLocale } from '../../adapters/base/locale';
import { compileLayout } from '../../adapters/compile';
import type { FirstPayload } from '../../adapters/first-paint/payload';
import { renderFirstForm } from '../../adapters/first-paint/render-form';
import { renderFirstPage } from '../../adapters/first-paint/render-page';
import { t } from '../../adapters/i18n/format';
import { can, viewerOf } from '../../adapters/identity/permissions';
import { applicationAnswers, applicationTypeOf, findLink, isQuoteRoute, otherStepsAnswers, previousLink, progressStateName, routeInconsistency, routeStates } from '../../adapters/journey';
import { buildStepper, savedSteps, stepperDesign } from '../../adapters/journey/stepper';
import { pageTitles } from '../../adapters/journey/title-rules';
import { popupToOpen } from '../../adapters/popups';
import { evaluate, prefilledAnswers } from '../../adapters/rules';
import { isLocked, isOpen } from '../../adapters/status';
import type { ApplicationType, FormData, Journey, LayoutPage, Locale } from '../../adapters/types';
import { dashboardButtonTarget, pageKind, visibleButtons, type HeaderButton, type HeaderConfig } from '../../adapters/shell/header';
import { API } from '../http/paths';
import type { BuiltAssets, PrerenderedPage } from '../http/spa';

/** The config pages a step page reads first (src/app/route-preload.ts). */
const JOURNEY_PAGE = 'journey';
const USER_IDLE_PAGE = 'user_idle';
const BRANDS_CONFIG_PAGE = 'brandsConfig';
/** the header's buttons, a component in the page's language (src/api/shell.ts) */
const HEADER_PAGE = 'header';

export interface FirstPaint {
  /** the root element's content */
  html: string;
  payload: FirstPayload;
  /** the document's title and language, as the step page sets them */
  title: string;
  locale: Locale;
  /** the page has a date field: its widget's stylesheet is needed */
  calendar: boolean;
  /** the step's validator module (the layout reply names it), to start at once */
  validatorUrl?: string;
}

export async function firstPaint(app: FastifyInstance, request: FastifyRequest): Promise<FirstPaint | undefined> {
  const pathname = request.url.split('?')[0] ?? '';
  const base = parseBaseUrl(pathname);
  const routeName = base?.rest.length === 1 ? base.rest[0] : undefined;
  if (!base || !routeName || !request.headers.cookie) return undefined;
  const { program, locale } = base;

  const user = await app.loadUser(request);
  // an applicant on their own program's site, filling their own application (not a CSR, sponsor or client user)
  if (!user || !can.workOnOwnApplication(user) || can.workOnAnyApplication(user) || viewerOf(user) !== 'applicant') return undefined;
  if (!can.switchLanguage(user) || user.client !== program.client || !user.customer_number) return undefined;

  const headers: Record<string, string> = {
    cookie: request.headers.cookie,
    accept: 'application/json',
    'accept-language': locale,
    client: program.client,
    program_type: program.programType,
    customer_number: user.customer_number,
    okta_user_name: user.login,
    ...(request.headers.host ? { host: request.headers.host } : {}),
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
  const get = async <T>(url: string, query?: Record<string, string>): Promise<{ status: number; body: T | null }> => {
    const reply = await app.inject({ method: 'GET', url, query, headers });
    return { status: reply.statusCode, body: reply.statusCode === 200 ? (reply.json() as T) : null };
  };
  const config = (page: string) => get<ConfigReply<unknown>>(`${API}/config`, { client: program.client, locale, page, environment: 'prd' });

  // a page of the journey first (cheap, public): sign-in, payment, review… pages end here
  const journeyReply = await config(JOURNEY_PAGE);
  if (!journeyReply.body) return undefined;
  const journey = journeyReply.body.content as Journey;
  const type = applicationTypeOf(undefined);
  const link = findLink(journey, routeName, type);
  if (!link || isQuoteRoute(link.route_name)) return undefined;

  const [maintenance, session, pageReply, idleReply, brandReply, headerReply, proposalReply, draftsReply] = await Promise.all([
    get<{ flag: string }>(`${API}/maintainaceConfig`, { locale }),
    get<SessionReply>(`${API}/session`),
    config(routeName),
    config(USER_IDLE_PAGE),
    config(BRANDS_CONFIG_PAGE),
    config(HEADER_PAGE),
    get<Proposal>(`${API}/proposals`),
    get<{ drafts: { name: string }[] }>(`${API}/proposals/drafts`),
  ]);
  if (maintenance.body?.flag !== 'No' || !session.body?.user) return undefined;
  if (!pageReply.body || !idleReply.body || !brandReply.body || !headerReply.body || !draftsReply.body) return undefined;
  if (proposalReply.status !== 200 && proposalReply.status !== 204) return undefined;
  const proposal = proposalReply.body;

  if (stepperDesign(brandReply.body.content as Record<string, unknown>) !== 'default') return undefined;
  // the page as the applicant may fill it: no status page in its place, no step skipped, not locked
  if (proposal && (!isOpen(proposal.status) || isLocked(proposal.status))) return undefined;
  // a renewal's journey (its type lives in the tab's session) is the app's
  if (proposal && (applicationTypeOf(proposal.type) !== 'NEW' || proposal.is_quick_renewal_journey_active)) return undefined;
  if (routeInconsistency(routeStates(journey, type, { saved: savedSteps(proposal) }), link.route_name, proposal?.status)) return undefined;
  const progressState = progressStateName(link);
  // a draft of this step opens the form with its notice: left to the app
  if (draftsReply.body.drafts.some((draft) => draft.name === progressState)) return undefined;

  const page = pageReply.body.content as LayoutPage;
  const compiled = compileLayout(page, { locale, program: program.client, applicationType: type, role: 'applicant' });
  // the page's media are the app's
  if (compiled.meta.tags.video_url !== undefined || compiled.meta.tags.image !== undefined) return undefined;

  const states = proposal?.progress_states ?? [];
  const saved = (states.find((s) => s.name === progressState)?.form_elements ?? {}) as FormData;
  const answers = otherStepsAnswers(states, progressState);
  const account = { first_name: user.first_name, last_name: user.last_name, email: user.email };
  const opening = prefilledAnswers(compiled, saved, account);
  const evaluation = evaluate(compiled, opening, { answers, saved, user: account });
  // a popup the page opens with is the app's
  if (popupToOpen(compiled, evaluation.data, { trigger: 'load', answers })) return undefined;
  const text = (id: string, values?: Record<string, string | number>) => t(locale, id, values);
  const form = renderFirstForm({ compiled, evaluation, data: { ...opening, ...derivedOnly(evaluation.data, compiled.rules.compute.map((c) => c.path)) }, t: text, hasPrevious: previousLink(journey, link.route_name, type) !== undefined });
  if (form === undefined) return undefined;

  const all = applicationAnswers(states);
  const titles = pageTitles(page, all);
  const other = otherLocale(locale);
  const html = renderFirstPage(link.route_name, {
    locale,
    basePath: base.path,
    otherLanguagePath: `${basePath(program, other)}/${link.route_name}`,
    otherLocale: other,
    client: program.client,
    buttons: headerButtons(headerReply.body.content as HeaderConfig, base.rest, type, Boolean(program.dashboard)),
    userName: `${user.first_name} ${user.last_name}`.trim() || user.login,
    stepper: buildStepper(journey, link.route_name, type, savedSteps(proposal), { answers: all, csr: false }),
    heading: titles.heading[locale],
    subheading: compiled.meta.subheading,
    form,
    t: text,
  });
  const validatorKey = pageReply.body.validators?.applicant;
  return {
    html,
    title: `${titles.title[locale]} · ${text(`app.program.${program.client}`)}`,
    locale,
    payload: {
      routeName: link.route_name,
      session: session.body,
      config: { [JOURNEY_PAGE]: journeyReply.body, [routeName]: pageReply.body, [USER_IDLE_PAGE]: idleReply.body, [BRANDS_CONFIG_PAGE]: brandReply.body },
      components: { [HEADER_PAGE]: headerReply.body },
      proposal,
      drafts: draftsReply.body.drafts,
    },
    calendar: Object.values(compiled.uiSchema).some((ui) => (ui as Record<string, unknown> | undefined)?.['ui:widget'] === 'calendar'),
    ...(validatorKey ? { validatorUrl: `${API}/validators/${program.client}/${link.route_name}/${validatorKey}.js` } : {}),
  };
}

/** The header buttons an applicant sees on a step page, the dashboard button first (src/shell/header/HeaderButtons.tsx). */
function headerButtons(config: HeaderConfig, rest: string[], type: ApplicationType, programHasDashboard: boolean): HeaderButton[] {
  const buttons = visibleButtons(config.buttons ?? [], { signedIn: true, staff: false, csrFlow: false, page: pageKind(rest) });
  const dashboard = config.dashboardButton ? dashboardButtonTarget({ applicant: true, applicationType: type, programHasDashboard, route: rest[0] ?? '' }) : undefined;
  return dashboard ? [{ id: 'dashboard', label: config.dashboardButton!.label, route: dashboard }, ...buttons] : buttons;
}

/** The derived values (value rules), which the form shows from the start. */
function derivedOnly(data: FormData, paths: string[]): FormData {
  return Object.fromEntries(paths.filter((p) => data[p] !== undefined).map((p) => [p, data[p]]));
}

/** The build's source of the step page chunk and of the date widget's lazy part (dist/.vite/manifest.json keys). */
const STEP_PAGE_SOURCE = 'src/pages/journey/JourneyPage.tsx';
const CALENDAR_SOURCE = 'widgets/inputs/calendar/Calendar.tsx';
const HEADER_BUTTONS_SOURCE = 'src/shell/header/HeaderButtons.tsx';

/** The spa's `prerender` (server/http/spa.ts): the first paint with the stylesheets its markup needs and its validator module. */
export function prerenderFirstStep(app: FastifyInstance) {
  return async (request: FastifyRequest, assets: BuiltAssets): Promise<PrerenderedPage | undefined> => {
    const page = await firstPaint(app, request);
    if (!page) return undefined;
    return {
      html: page.html,
      title: page.title,
      lang: page.locale,
      payload: page.payload,
      stylesheets: [...new Set([...assets.cssOf(STEP_PAGE_SOURCE), ...assets.cssOf(HEADER_BUTTONS_SOURCE), ...(page.calendar ? assets.cssOf(CALENDAR_SOURCE) : [])])],
      modules: page.validatorUrl ? [page.validatorUrl] : [],
    };
  };
}
