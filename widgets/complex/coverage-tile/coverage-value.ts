import type { UiOptionsOption } from '../../../adapters/widget-names';
import { parseAmount } from '../../shared/money';

/** Stored value of a coverage tile (adapters/widget-names.ts). */
export interface CoverageTileValue {
  key: string;
  limit: number | null;
}

/** The sibling the journey's rules read to know a coverage was chosen (docs/requirements.md §2.8). */
export const DEFAULT_REQUIRED_RULE_FIELD = 'required_rule_coverage';

export function readCoverageValue(formData: unknown): CoverageTileValue | undefined {
  if (!formData || typeof formData !== 'object') return undefined;
  const { key, limit } = formData as Record<string, unknown>;
  if (typeof key !== 'string' || key === '') return undefined;
  return { key, limit: typeof limit === 'number' && Number.isFinite(limit) ? limit : null };
}

/** A limit sub-option's amount: its key ("1000000" or "$1,000,000"). */
export function limitOfOption(option: UiOptionsOption): number | undefined {
  return parseAmount(option.key);
}

/**
 * Whether the object at `parentPath` of the page schema declares property `name`. The server
 * rejects answers a page does not ask for, so the tile writes the rule flag only when the
 * layout declares it (a hidden `required_rule_coverage` field beside the tiles).
 */
export function declaresProperty(rootSchema: unknown, parentPath: readonly (string | number)[], name: string): boolean {
  let node = rootSchema as { properties?: Record<string, unknown>; items?: unknown } | undefined;
  for (const segment of parentPath) {
    node = (typeof segment === 'number' ? node?.items : node?.properties?.[segment]) as typeof node;
  }
  return Boolean(node?.properties && name in node.properties);
}
