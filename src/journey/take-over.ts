/**
 * The step's take-over of the server's static first paint (docs/architecture.md "How a page loads"):
 * what the person typed, chose or ticked there becomes the live form's unsaved answers, and the
 * field that had the focus gets it back with its caret. Part of the step page's chunk, not the entry.
 */
import type { FormData } from '../../adapters/types';
import { firstPaintOf, releaseFirstPaint } from '../app/first-paint';

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
  const staticPage = firstPaintOf(routeName);
  if (!staticPage) return undefined;
  const form = staticPage.querySelector('form');
  const changed = form ? changedAnswers(form) : {};
  const active = staticPage.ownerDocument.activeElement;
  const focus = active instanceof HTMLElement && staticPage.contains(active) && active.id ? focusOf(active) : undefined;
  releaseFirstPaint();
  return { changed, ...(focus ? { focus } : {}) };
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

/** The live field of the same id takes the focus and caret the static one had. */
export function restoreFocus(focus: CarriedFocus, doc: Document = document): void {
  const field = doc.getElementById(focus.id);
  if (!(field instanceof HTMLElement)) return;
  field.focus();
  if (field instanceof HTMLInputElement && focus.start !== null && field.type === 'text') field.setSelectionRange(focus.start, focus.end ?? focus.start);
}
