import type { Tag } from '../types';

export type TagValue = Tag['value'];

/** The value of tag `key`; when a key is written twice the last one wins, as in a field's tag map. */
export function tagValue(tags: readonly Tag[] | undefined, key: string): TagValue | undefined {
  let value: TagValue | undefined;
  for (const t of tags ?? []) if (t?.key === key) value = t.value;
  return value;
}
