/**
 * The coverage tile's rule flag (docs/requirements.md §2.8): choosing a tile sets a sibling,
 * `required_rule_coverage` unless the tile's ui:options say otherwise, to "y". The widget writes
 * it only when the page schema declares it, and the server refuses answers a page does not ask
 * for, so the compiler declares it next to every tile whose layout does not: a hidden "y"/"n"
 * property, not placed in the layout, derived from the tile (so the server never trusts the
 * browser for it) and hidden with the tile.
 */
import { DEFAULT_RULE_FLAG } from '../field-types/coverage-tile';
import type { JsonSchema, UiSchema } from '../types';
import type { Builder } from './builder';

const COVERAGE_TILE = 'coverage-tile';

/** Properties of one object level: the page, or the item of a multi-field. */
export interface Level {
  properties: Record<string, JsonSchema>;
  uiSchema: UiSchema;
  order: string[];
  /** '' at page level, `list.*.` in a multi-field item */
  prefix: string;
  parent?: string;
}

export function ruleFlagOf(uiSchema: UiSchema | undefined): string {
  const options = uiSchema?.['ui:options'] as Record<string, unknown> | undefined;
  return typeof options?.requiredRuleField === 'string' ? options.requiredRuleField : DEFAULT_RULE_FLAG;
}

export function declareRuleFlags(level: Level, b: Builder): void {
  for (const name of [...level.order]) {
    const tile = b.fields[level.prefix + name];
    if (tile?.type !== COVERAGE_TILE) continue;
    const flag = ruleFlagOf(level.uiSchema[name] as UiSchema | undefined);
    const path = level.prefix + flag;
    if (b.fields[path] || Object.hasOwn(level.properties, flag)) continue;
    level.properties[flag] = { type: 'string', enum: ['y', 'n'] };
    level.uiSchema[flag] = { 'ui:widget': 'hidden' };
    level.order.push(flag);
    b.fields[path] = {
      name: flag,
      path,
      type: 'hidden',
      label: tile.label,
      tags: {},
      validations: [],
      display: false,
      numeric: false,
      transform: [],
      ...(level.parent ? { parent: level.parent } : {}),
    };
    b.rules.compute.push({ path, logic: { yn: [{ var: `${tile.path}.key` }] } });
    if (b.rules.visible[tile.path] !== undefined) b.rules.visible[path] = b.rules.visible[tile.path]!;
    if (b.rules.staticHidden.includes(tile.path)) b.rules.staticHidden.push(path);
  }
}
