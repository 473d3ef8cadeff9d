/**
 * Rules (of fields and of options), display-rule `parent` tags and look-up `fills` tags must name
 * fields of the same page, `$context.application_type` / `$context.client`, or `$answers.<field>`: an answer of
 * another page of the program (README "For analysts", Rules; checked across pages by
 * check-layouts.ts). JSON Logic reads answers with `var`; a component of a multi-field is named
 * `list.*.name`.
 */
import { logicVars } from '../compile/logic-vars';
import { tagMap } from '../compile/tags';
import { fieldType } from '../field-types/registry';
import { CONTEXT, CONTEXT_VARS, OTHER_ANSWERS, USER, USER_VARS } from '../rules/evaluate';
import type { LayoutOption, LayoutProblem, Logic } from '../types';
import type { WalkedField } from './field-walk';

const OTHER_PAGE = `${OTHER_ANSWERS}.`;

/** An answer of another page a page reads: where (JSON path), the field, and how it is written. */
export interface OtherPageReference {
  at: string;
  field: string;
  /** for the problem: `reads "$answers.x"`, `tag preferred_limit_field names "x"` */
  written: string;
}

export function checkReferences(file: string, walked: WalkedField[]): LayoutProblem[] {
  const types = new Map(walked.map((w) => [w.path, w.field.type]));
  const problems: LayoutProblem[] = [];
  for (const w of walked) {
    for (const [at, logic] of logicsOf(w)) {
      for (const name of new Set(logicVars(logic))) {
        if (!exists(name, types)) problems.push({ file, path: at, message: `rule names "${name}", which is not a field of this page${hint(name, w)}` });
      }
    }
    // a look-up's `fills` writes answers beside it: the fields it names must be there (docs/requirements.md §11.6)
    const fills = tagMap(w.field.tags).fills;
    if (typeof fills === 'string') {
      const at = `${w.at}.tags[${(w.field.tags ?? []).findIndex((t) => t?.key === 'fills')}]`;
      for (const target of fills.split(',').map((p) => p.split(':')[0]!.trim()).filter(Boolean)) {
        if (!exists(w.prefix + target, types)) problems.push({ file, path: at, message: `tag fills names "${target}", which is not a field beside "${w.field.name}"` });
      }
    }
    const parent = parentOf(w);
    if (parent) {
      const resolved = w.prefix && w.siblings.has(parent.name) ? w.prefix + parent.name : parent.name;
      if (!exists(resolved, types)) {
        problems.push({ file, path: parent.at, message: `display rule parent "${parent.name}" is not a field of this page` });
      }
    }
  }
  return problems;
}

/**
 * Every `$answers.<field>` of the page's rules and parent tags, and the field a quote page's tag
 * `preferred_limit_field` names (docs/requirements.md §5.5), for the check across pages.
 */
export function otherPageReferences(walked: WalkedField[], pageTags?: unknown, popups?: unknown): OtherPageReference[] {
  const found: OtherPageReference[] = [];
  if (Array.isArray(popups)) {
    popups.forEach((popup: { when?: unknown } | null, i) => {
      for (const name of logicVars(popup?.when)) {
        if (name.startsWith(OTHER_PAGE)) found.push({ at: `$.popups[${i}].when`, field: name.slice(OTHER_PAGE.length).split('.')[0]!, written: `reads "${name}"` });
      }
    });
  }
  if (Array.isArray(pageTags)) {
    const at = pageTags.findIndex((t: { key?: unknown } | null) => t?.key === 'preferred_limit_field');
    const field: unknown = at >= 0 ? (pageTags[at] as { value?: unknown }).value : undefined;
    if (typeof field === 'string') found.push({ at: `$.tags[${at}]`, field, written: `tag preferred_limit_field names "${field}"` });
  }
  for (const w of walked) {
    const names: [string, string][] = logicsOf(w).flatMap(([at, logic]) => logicVars(logic).map((name): [string, string] => [at, name]));
    const parent = parentOf(w);
    if (parent) names.push([parent.at, parent.name]);
    for (const [at, name] of names) {
      if (name.startsWith(OTHER_PAGE)) found.push({ at, field: name.slice(OTHER_PAGE.length).split('.')[0]!, written: `reads "${name}"` });
    }
  }
  return found;
}

function logicsOf(w: WalkedField): [string, Logic | undefined][] {
  const rules = w.field.rules;
  if (!rules || typeof rules !== 'object') return [];
  const all: [string, Logic | undefined][] = [['visible', rules.visible], ['disabled', rules.disabled], ['value', rules.value], ['prefill', rules.prefill], ['invalid.when', rules.invalid?.when], ['warning.when', rules.warning?.when]];
  return [...all.map(([which, logic]): [string, Logic | undefined] => [`${w.at}.rules.${which}`, logic]), ...optionLogics(w.field.options, `${w.at}.options`)];
}

/** The `visible` rules of a field's options and sub-options (a coverage tile's limits). */
function optionLogics(options: LayoutOption[] | undefined, at: string): [string, Logic | undefined][] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((o, i): [string, Logic | undefined][] => [
    ...(o?.rules?.visible === undefined ? [] : [[`${at}[${i}].rules.visible`, o.rules.visible] as [string, Logic]]),
    ...optionLogics(o?.options, `${at}[${i}].options`),
  ]);
}

function parentOf(w: WalkedField): { name: string; at: string } | undefined {
  const parent = tagMap(w.field.tags).parent;
  if (typeof parent !== 'string' || parent === '') return undefined;
  return { name: parent, at: `${w.at}.tags[${(w.field.tags ?? []).findIndex((t) => t?.key === 'parent')}]` };
}

/**
 * `list.2.name` is `list.*.name`; `lookup.key` reads inside an object answer (type-ahead,
 * coverage tile, check box list) and is accepted; inside a multi-field or split the
 * component itself must exist.
 */
export function exists(name: string, types: Map<string, string>): boolean {
  // another page's answer: whether that page asks it is checked across pages
  if (name.startsWith(OTHER_PAGE)) return name.length > OTHER_PAGE.length;
  if (name.startsWith(`${CONTEXT}.`)) return (CONTEXT_VARS as readonly string[]).includes(name.slice(CONTEXT.length + 1));
  if (name.startsWith(`${USER}.`)) return (USER_VARS as readonly string[]).includes(name.slice(USER.length + 1));
  const segments = name.replace(/\.\d+(?=\.|$)/g, '.*').split('.');
  for (let n = segments.length; n > 0; n--) {
    const prefix = segments.slice(0, n).join('.');
    const type = types.get(prefix);
    if (type === undefined) continue;
    if (n === segments.length) return true;
    const rest = segments.slice(n);
    return !fieldType(type)?.components || (rest.length === 1 && rest[0] === '*');
  }
  return false;
}

function hint(name: string, w: WalkedField): string {
  if (name.startsWith(`${CONTEXT}.`)) return ` (${CONTEXT} holds ${CONTEXT_VARS.join(' and ')})`;
  if (name.startsWith(`${USER}.`)) return ` (${USER} holds ${USER_VARS.join(', ')})`;
  return w.prefix && w.siblings.has(name) ? ` (inside a multi-field, write "${w.prefix}${name}")` : '';
}
