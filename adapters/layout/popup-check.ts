/**
 * A page's popups (README "For analysts", Popups) against its fields: ids unique, a validation's
 * `dialog` names a popup of the page, a change popup's `field` and a button's `set` name fields of
 * the page (a `set` value one of the field's options when it has some), `when` reads fields of the
 * page or `$answers.<field>` (checked across pages by check-layouts.ts).
 */
import { childPath } from '../compile/json-path';
import { logicVars } from '../compile/logic-vars';
import { fieldType } from '../field-types/registry';
import type { LayoutPopup, LayoutProblem } from '../types';
import type { WalkedField } from './field-walk';
import { exists } from './reference-check';

/** Types whose answer is one option key: a popup may only set one of their keys. */
const OPTION_KEY_TYPES = new Set(['answer', 'dropdown', 'radio', 'radio card', 'radio-dropdown', 'insurance-tile']);

export function checkPopups(file: string, json: unknown, walked: WalkedField[]): { problems: LayoutProblem[]; warnings: LayoutProblem[] } {
  const problems: LayoutProblem[] = [];
  const warnings: LayoutProblem[] = [];
  const popups = popupsOf(json);
  const ids = new Map<string, number>();
  popups.forEach((popup, i) => {
    if (typeof popup?.id !== 'string') return;
    if (ids.has(popup.id)) problems.push({ file, path: `$.popups[${i}].id`, message: `popup id "${popup.id}" is used twice (also $.popups[${ids.get(popup.id)}])` });
    else ids.set(popup.id, i);
  });
  const known = [...ids.keys()];

  const named = new Set<string>();
  for (const w of walked) {
    (Array.isArray(w.field.validations) ? w.field.validations : []).forEach((v, i) => {
      const dialog = v?.params?.dialog;
      if (typeof dialog !== 'string' || dialog === '') return;
      named.add(dialog);
      if (!ids.has(dialog)) {
        problems.push({ file, path: `${w.at}.validations[${i}].params.dialog`, message: `dialog "${dialog}" is not a popup of this page${known.length ? `; its popups: ${known.join(', ')}` : ' (it has no popups)'}` });
      }
    });
  }

  const types = new Map(walked.map((w) => [w.path, w.field.type]));
  // what a popup may set or watch: an answer of the page itself, not one inside a list item
  const answers = new Map(walked.filter((w) => w.prefix === '' && fieldType(w.field.type)?.kind === 'data').map((w) => [w.field.name, w]));
  popups.forEach((popup, i) => {
    const at = `$.popups[${i}]`;
    if (!popup || typeof popup !== 'object') return;
    if (typeof popup.field === 'string' && !answers.has(popup.field)) {
      problems.push({ file, path: `${at}.field`, message: `popup "${popup.id}" watches "${popup.field}", which is not an answer of this page` });
    }
    for (const name of new Set(logicVars(popup.when))) {
      if (!exists(name, types)) problems.push({ file, path: `${at}.when`, message: `popup "${popup.id}" reads "${name}", which is not a field of this page` });
    }
    if (popup.trigger && typeof popup.id === 'string' && named.has(popup.id)) {
      warnings.push({ file, path: `${at}.trigger`, message: `popup "${popup.id}" opens when a validation names it, and also on ${popup.trigger} whenever its when holds: leave out its trigger if only the validation should open it` });
    }
    (Array.isArray(popup.buttons) ? popup.buttons : []).forEach((button, b) => {
      const set = button?.set;
      if (!set || typeof set !== 'object') return;
      for (const [name, value] of Object.entries(set)) {
        const here = childPath(`${at}.buttons[${b}].set`, name);
        const target = answers.get(name);
        if (!target) {
          problems.push({ file, path: here, message: `button "${button.id}" sets "${name}", which is not an answer of this page` });
          continue;
        }
        const keys = (Array.isArray(target.field.options) ? target.field.options : []).map((o) => o?.key);
        if (OPTION_KEY_TYPES.has(target.field.type) && keys.length && !keys.includes(value as string)) {
          problems.push({ file, path: here, message: `button "${button.id}" sets "${name}" to ${JSON.stringify(value)}, which is not one of its options: ${keys.join(', ')}` });
        }
      }
    });
  });
  return { problems, warnings };
}

export function popupsOf(json: unknown): Partial<LayoutPopup>[] {
  const popups = (json as { popups?: unknown } | null)?.popups;
  return Array.isArray(popups) ? (popups as Partial<LayoutPopup>[]) : [];
}
