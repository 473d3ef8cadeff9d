import type { TagValue } from './tag-value';

/** Tag `clear_on_change: "limit, plan"`: the fields whose change clears this answer; undefined without the tag. */
export function clearOnChangeNames(tags: Readonly<Record<string, TagValue>> | undefined): string[] | undefined {
  const value = tags?.clear_on_change;
  if (value === undefined) return undefined;
  return String(value).split(',').map((name) => name.trim()).filter(Boolean);
}
