/** Reading field tags: the map view, text transforms, numeric answers. */
import { isTagTrue } from '../tags';
import type { FieldMeta, Tag } from '../types';

export type TagMap = Record<string, string | number | boolean>;

export function tagMap(tags: Tag[] | undefined): TagMap {
  const map: TagMap = {};
  for (const t of tags ?? []) if (t && typeof t.key === 'string') map[t.key] = t.value;
  return map;
}

export const TRANSFORMS = ['uppercase', 'lowercase', 'trim'] as const;
type Transform = FieldMeta['transform'][number];

/** `transform: "uppercase, trim"` → ['uppercase', 'trim']; an unknown name is reported. */
export function parseTransforms(value: unknown): { transforms: Transform[]; unknown: string[] } {
  if (value === undefined) return { transforms: [], unknown: [] };
  const names = String(value).split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const transforms = names.filter((n): n is Transform => (TRANSFORMS as readonly string[]).includes(n));
  return { transforms, unknown: names.filter((n) => !transforms.includes(n as Transform)) };
}

/** The answer is a number: tag number: true, format: currency or format: year (docs/requirements.md §4.4, numbers before save). */
export function isNumeric(tags: TagMap): boolean {
  return isTagTrue(tags.number) || tags.format === 'currency' || tags.format === 'year';
}
