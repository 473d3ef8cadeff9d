/**
 * Rules and display-rule `parent` tags must name fields of the same page. JSON Logic reads
 * answers with `var`; a component of a multi-field is named `list.*.name`.
 */
import { logicVars } from '../compile/logic-vars';
import { tagMap } from '../compile/tags';
import { fieldType } from '../field-types/registry';
import type { LayoutProblem, Logic } from '../types';
import type { WalkedField } from './field-walk';

export function checkReferences(file: string, walked: WalkedField[]): LayoutProblem[] {
  const types = new Map(walked.map((w) => [w.path, w.field.type]));
  const problems: LayoutProblem[] = [];
  for (const w of walked) {
    const rules = w.field.rules;
    const logics: [string, Logic | undefined][] = rules && typeof rules === 'object'
      ? [['visible', rules.visible], ['disabled', rules.disabled], ['value', rules.value], ['invalid.when', rules.invalid?.when]]
      : [];
    for (const [which, logic] of logics) {
      for (const name of new Set(logicVars(logic))) {
        if (!exists(name, types)) problems.push({ file, path: `${w.at}.rules.${which}`, message: `rule names "${name}", which is not a field of this page${hint(name, w)}` });
      }
    }
    const parent = tagMap(w.field.tags).parent;
    if (typeof parent === 'string' && parent !== '') {
      const resolved = w.prefix && w.siblings.has(parent) ? w.prefix + parent : parent;
      if (!exists(resolved, types)) {
        const index = (w.field.tags ?? []).findIndex((t) => t?.key === 'parent');
        problems.push({ file, path: `${w.at}.tags[${index}]`, message: `display rule parent "${parent}" is not a field of this page` });
      }
    }
  }
  return problems;
}

/**
 * `list.2.name` is `list.*.name`; `lookup.key` reads inside an object answer (type-ahead,
 * coverage tile, check box list) and is accepted; inside a multi-field or split the
 * component itself must exist.
 */
function exists(name: string, types: Map<string, string>): boolean {
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
  return w.prefix && w.siblings.has(name) ? ` (inside a multi-field, write "${w.prefix}${name}")` : '';
}
