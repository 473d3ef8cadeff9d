import type { UiOptionsOption } from '../../../adapters/widget-names';
import { parseAmount } from '../shared/money';

/** Stored value of a coverage tile (adapters/widget-names.ts). */
export interface CoverageTileValue {
  key: string;
  limit: number | null;
}

/** The sibling the journey's rules read to know a coverage was chosen (spec 000 §4). */
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
