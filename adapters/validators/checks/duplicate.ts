import type { Check, Issue } from '../types';
import { getPath, isRow } from '../../rules/paths';
import { asText } from '../values';

/** Paths in `list` whose `key` value repeats another item's (case-insensitive, trimmed). */
function repeats(list: unknown, listPath: string, key: string): Issue[] {
  if (!Array.isArray(list)) return [];
  const seen = new Map<string, number>();
  for (const item of list) {
    const text = isRow(item) ? asText(item[key]) : '';
    if (text !== '') seen.set(text, (seen.get(text) ?? 0) + 1);
  }
  const issues: Issue[] = [];
  list.forEach((item, index) => {
    const text = isRow(item) ? asText(item[key]) : '';
    if ((seen.get(text) ?? 0) > 1) issues.push({ field: `${listPath}.${index}.${key}`, id: 'validation.duplicate' });
  });
  return issues;
}

/**
 * Duplicate (docs/requirements.md §4.5): a value repeated within the same list (exposure list) is invalid;
 * every repeated entry is flagged. On a component it checks its own list; on the multifield
 * itself it checks the component named by params.field.
 */
export const duplicate: Check = ({ path, meta, data, params }) => {
  if (meta.parent) {
    const listPath = path.slice(0, path.lastIndexOf('.', path.lastIndexOf('.') - 1));
    return repeats(getPath(data, listPath), listPath, meta.name).filter((issue) => issue.field === path);
  }
  return typeof params.field === 'string' ? repeats(getPath(data, path), path, params.field) : [];
};
