/**
 * The first step's form the server put in index.html (docs/architecture.md "How a page loads"): the
 * replies inlined beside it seed the request cache before anything asks, the app renders out of sight
 * beside the static page, and once the step's live form is mounted it takes over: what the person
 * typed, chose or ticked is carried into the form as unsaved answers, the focused field gets its focus
 * and caret back, and the static page goes. Any other outcome (another page, an error) just removes it.
 */
import { preload } from 'swr';
import type { ConfigReply, Proposal, SessionReply } from '../../adapters/api';
import type { FormData } from '../../adapters/types';
import { configKey } from '../api/config';
import { draftsKey } from '../api/drafts';
import { proposalKey } from '../api/proposals';
import { seedCurrentUser } from '../api/session';
import { requestContext } from '../api/useRequestContext';
import { parseBaseUrl } from '../base/base-url';
import { sessionFromReply } from '../session/session';

/** What server/first-paint inlines (its FirstPayload). */
interface FirstPayload {
  routeName: string;
  session: SessionReply;
  config: Record<string, ConfigReply<unknown>>;
  components: Record<string, ConfigReply<unknown>>;
  proposal: Proposal | null;
  drafts: unknown[];
}

const PAYLOAD_ID = 'first-payload';
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
  const text = doc.getElementById(PAYLOAD_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstPayload;
  } catch {
    return undefined;
  }
}

/** The static page of `routeName` is still on screen. */
export function hasFirstPaint(routeName?: string): boolean {
  return staticPage !== null && (routeName === undefined || staticPage.dataset.firstPaint === routeName);
}

/** Where the focus was in the static page, to give back to the live field of the same id. */
export interface CarriedFocus {
  id: string;
  start: number | null;
  end: number | null;
}

export interface TakeOver {
  /** the answers changed in the static page, by field name */
  changed: FormData;
  focus?: CarriedFocus;
}

/** Reads what the person did in the static page of `routeName`, then removes it and shows the app. */
export function takeOverFirstPaint(routeName: string): TakeOver | undefined {
  if (!hasFirstPaint(routeName)) return undefined;
  const form = staticPage!.querySelector('form');
  const changed = form ? changedAnswers(form) : {};
  const active = staticPage!.ownerDocument.activeElement;
  const focus = active instanceof HTMLElement && staticPage!.contains(active) && active.id ? focusOf(active) : undefined;
  releaseFirstPaint();
  return { changed, ...(focus ? { focus } : {}) };
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

/** The live field of the same id takes the focus and caret the static one had. */
export function restoreFocus(focus: CarriedFocus, doc: Document = document): void {
  const field = doc.getElementById(focus.id);
  if (!(field instanceof HTMLElement)) return;
  field.focus();
  if (field instanceof HTMLInputElement && focus.start !== null && field.type === 'text') field.setSelectionRange(focus.start, focus.end ?? focus.start);
}

function focusOf(active: HTMLElement): CarriedFocus {
  const text = active instanceof HTMLInputElement && active.type === 'text';
  return { id: active.id, start: text ? active.selectionStart : null, end: text ? active.selectionEnd : null };
}

/** Each control whose value differs from the one the server wrote, as the live widget would store it. */
function changedAnswers(form: HTMLFormElement): FormData {
  const changed: FormData = {};
  for (const element of form.querySelectorAll<HTMLElement>('[data-first-paint-kind]')) {
    const name = element.id.replace(/^root\./, '');
    const kind = element.dataset.firstPaintKind;
    if (element instanceof HTMLInputElement && (kind === 'text' || kind === 'number' || kind === 'date')) {
      if (element.value === element.defaultValue) continue;
      changed[name] = typedValue(element.value, kind, element.dataset.dateFormat);
    } else if (element instanceof HTMLSelectElement) {
      const chosen = element.selectedOptions[0];
      if (!chosen || chosen.defaultSelected) continue;
      changed[name] = element.value === '' ? undefined : element.value;
    } else if (kind === 'radio') {
      const radios = [...element.querySelectorAll<HTMLInputElement>('input[type=radio]')];
      const checked = radios.find((radio) => radio.checked);
      if (checked && !checked.defaultChecked) changed[name] = checked.value;
    }
  }
  return changed;
}

/** Text as the textbox and date widgets store it: empty is no answer, a number field's number, a complete date as ISO. */
function typedValue(text: string, kind: string, format: string | undefined): unknown {
  if (text.trim() === '') return undefined;
  if (kind === 'number') {
    const n = Number(text.replace(/[\s,]/g, ''));
    return Number.isFinite(n) ? n : text;
  }
  if (kind === 'date' && format) return isoOf(text, format) ?? text;
  return text;
}

function isoOf(text: string, format: string): string | undefined {
  const order = format.toLowerCase().split(/[^dmy]+/).map((part) => part[0]);
  const parts = text.split(/[^0-9]+/);
  if (parts.length !== 3 || order.length !== 3) return undefined;
  const at = (letter: string) => parts[order.indexOf(letter)] ?? '';
  const [y, m, d] = [at('y'), at('m'), at('d')];
  if (y.length !== 4 || m.length !== 2 || d.length !== 2) return undefined;
  return `${y}-${m}-${d}`;
}
