import type { Check, CheckContext, Issue } from '../types';
import { isRow } from '../../rules/paths';
import { optionsAt } from '../ui-options';
import { isEmpty } from '../values';

/**
 * Acceptance boxes: `required` means ticked ("y"), not merely answered, since "n" is what an
 * unticked box stores. A terms box is ticked once read to the end and accepted.
 */
const ACCEPTANCE: Readonly<Record<string, string>> = {
  checkbox: 'validation.accept',
  'terms-box': 'validation.acceptTerms',
};

/** A coverage tile needs a tile and, when the chosen tile offers limits, one of its limits (docs/requirements.md §2.8, §4.5). */
function coverageIssues({ path, value, meta, compiled }: CheckContext): Issue[] {
  const key = isRow(value) && typeof value.key === 'string' && value.key !== '' ? value.key : undefined;
  if (key === undefined) return [{ field: path, id: 'validation.coverageRequired' }];
  const limit = (value as Record<string, unknown>).limit;
  if (limit !== null && limit !== undefined) return [];
  const tile = optionsAt(compiled, meta.path).find((o) => o.key === key);
  return tile?.options?.length ? [{ field: path, id: 'validation.limitRequired' }] : [];
}

/** The field needs an answer (a multicheckbox needs one option ticked, a check box or terms box "y"). */
export const required: Check = (ctx) => {
  const { path, value, meta } = ctx;
  if (meta.type === 'coverage-tile') return coverageIssues(ctx);
  const acceptance = ACCEPTANCE[meta.type];
  if (acceptance) return value === 'y' ? [] : [{ field: path, id: acceptance }];
  return isEmpty(value, meta) ? [{ field: path, id: 'validation.required' }] : [];
};
