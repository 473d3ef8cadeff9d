/**
 * The first step's form the server put in index.html (docs/architecture.md "How a page loads"): the
 * replies inlined beside it seed the request cache before anything asks, the app renders out of sight
 * beside the static page, and once the step's live form is mounted it takes over (src/journey/take-over.ts:
 * what the person typed or chose is carried into the form, the focus and caret too). Any other outcome
 * (another page, an error) just removes it. Only this part is in the entry: the take-over is the step's.
 */
import { preload } from 'swr';
import { FIRST_PAYLOAD_ID, type FirstPayload } from '../../adapters/first-paint/payload';
import { configKey } from '../api/config';
import { draftsKey } from '../api/drafts';
import { proposalKey } from '../api/proposals';
import { seedCurrentUser } from '../api/session';
import { requestContext } from '../api/useRequestContext';
import { parseBaseUrl } from '../../adapters/base/base-url';
import { sessionFromReply } from '../session/session';

const PAGE_SELECTOR = '[data-first-paint]';

let staticPage: HTMLElement | null = null;
let appContainer: HTMLElement | null = null;
/** the path the static page was drawn for */
let staticPath = '';

/**
 * Called by the entry before the app renders: seeds the cache from the inlined replies and, when the
 * static page is there, gives the app a hidden element of its own beside it to render into.
 */
export function prepareFirstPaint(root: HTMLElement, doc: Document = document): HTMLElement {
  const payload = readPayload(doc);
  const base = parseBaseUrl(doc.location.pathname);
  if (payload && base) {
    const session = payload.session.user ? sessionFromReply(payload.session) : undefined;
    const ctx = requestContext(base.program, base.locale, session);
    seedCurrentUser(payload.session);
    for (const [page, reply] of Object.entries(payload.config)) void preload(configKey(base.program.client, page), () => Promise.resolve(reply));
    // components are kept by language (src/api/shell.ts useConfigComponent)
    for (const [page, reply] of Object.entries(payload.components)) void preload(['config', base.program.client, page, base.locale], () => Promise.resolve(reply));
    void preload(proposalKey(ctx), () => Promise.resolve(payload.proposal));
    void preload(draftsKey(ctx), () => Promise.resolve(payload.drafts));
  }
  staticPage = root.querySelector<HTMLElement>(PAGE_SELECTOR);
  if (!staticPage) return root;
  staticPath = doc.location.pathname;
  appContainer = doc.createElement('div');
  appContainer.hidden = true;
  root.append(appContainer);
  return appContainer;
}

function readPayload(doc: Document): FirstPayload | undefined {
  const text = doc.getElementById(FIRST_PAYLOAD_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstPayload;
  } catch {
    return undefined;
  }
}

/** The static page of `routeName`, while it is still on screen (the step's take-over reads it: src/journey/take-over.ts). */
export function firstPaintOf(routeName: string): HTMLElement | undefined {
  return staticPage !== null && staticPage.dataset.firstPaint === routeName ? staticPage : undefined;
}

/** How long the take-over waits for the app to draw what the static page shows. */
const DRAWN_WAIT_MS = 3000;

/**
 * Runs `takeOver` once the app shows what the static page does: a live control for every drawn one
 * (a date field is a lazy part of the form) and the header's configured buttons (a lazy part of the
 * header). Taking over before would blank a field, or move the page, until they come. After
 * DRAWN_WAIT_MS it takes over anyway.
 */
export function whenAppDrawn(takeOver: () => void, now: () => number = () => performance.now()): void {
  const until = now() + DRAWN_WAIT_MS;
  const buttons = Boolean(staticPage?.querySelector('.shell-buttons'));
  const controls = [...(staticPage?.querySelectorAll<HTMLElement>('[data-first-paint-kind]') ?? [])].map((control) => control.id);
  const drawn = () => {
    if (!appContainer) return true;
    const ids = new Set([...appContainer.querySelectorAll<HTMLElement>('[id]')].map((element) => element.id));
    return (!buttons || appContainer.querySelector('.shell-buttons') !== null) && controls.every((id) => ids.has(id));
  };
  const attempt = () => (drawn() || now() > until ? takeOver() : requestAnimationFrame(attempt));
  attempt();
}

/** The app is at another page than the one drawn (a redirect, a link followed): the static page goes. */
export function releaseFirstPaintOff(pathname: string): void {
  if (staticPage && pathname !== staticPath) releaseFirstPaint();
}

/** The static page goes and the app shows (the app went elsewhere, or took over). */
export function releaseFirstPaint(): void {
  if (!staticPage) return;
  staticPage.remove();
  staticPage = null;
  if (appContainer) appContainer.hidden = false;
}
