/**
 * Display-rule tags (docs/requirements.md §4.3): `parent` + `action` (show | hide | disable | enable)
 * + one comparison (equals | greaterThan | lessThan) become JSON Logic, so the rule engine
 * treats them exactly like rules written by hand.
 */
import type { Logic } from '../types';
import type { TagMap } from './tags';

export const DISPLAY_ACTIONS = ['show', 'hide', 'disable', 'enable'] as const;
const COMPARISONS = { equals: '==', greaterThan: '>', lessThan: '<' } as const;
type Comparison = keyof typeof COMPARISONS;

export type DisplayRule = { visible?: Logic; disabled?: Logic } | { error: string; tag: string };

/** `parentVar` is the parent's data path as the rule engine reads it (e.g. `pilots.*.has_licence`). */
export function displayRule(tags: TagMap, parentVar: string | undefined): DisplayRule | undefined {
  const present = (Object.keys(COMPARISONS) as Comparison[]).filter((k) => tags[k] !== undefined);
  if (tags.parent === undefined) {
    return present.length || tags.action !== undefined
      ? { error: `a display rule needs a tag parent naming the field it depends on`, tag: present[0] ?? 'action' }
      : undefined;
  }
  if (typeof tags.parent !== 'string' || tags.parent === '' || !parentVar) return { error: 'tag parent must name a field', tag: 'parent' };
  const action = tags.action === undefined ? 'show' : String(tags.action);
  if (!(DISPLAY_ACTIONS as readonly string[]).includes(action)) {
    return { error: `tag action must be one of ${DISPLAY_ACTIONS.join(', ')}, not "${action}"`, tag: 'action' };
  }
  if (present.length !== 1) {
    return { error: 'a display rule needs exactly one of the tags equals, greaterThan, lessThan', tag: 'parent' };
  }
  const comparison = present[0]!;
  let value = tags[comparison]!;
  if (comparison !== 'equals') {
    // numbers, not strings: "10000" > "5000" is false in JSON Logic when both are strings
    const n = Number(value);
    if (typeof value === 'boolean' || !Number.isFinite(n)) return { error: `tag ${comparison} must be a number, not "${String(value)}"`, tag: comparison };
    value = n;
  }
  const test: Logic = { [COMPARISONS[comparison]]: [{ var: parentVar }, value] };
  switch (action) {
    case 'show':
      return { visible: test };
    case 'hide':
      return { visible: { '!': test } };
    case 'disable':
      return { disabled: test };
    default:
      return { disabled: { '!': test } };
  }
}

/** Both must hold: `and` of the defined ones. */
export function allOf(...parts: (Logic | undefined)[]): Logic | undefined {
  const defined = parts.filter((p): p is Logic => p !== undefined);
  if (defined.length <= 1) return defined[0];
  return { and: defined };
}

/** Either holds: `or` of the defined ones. */
export function anyOf(...parts: (Logic | undefined)[]): Logic | undefined {
  const defined = parts.filter((p): p is Logic => p !== undefined);
  if (defined.length <= 1) return defined[0];
  return { or: defined };
}
