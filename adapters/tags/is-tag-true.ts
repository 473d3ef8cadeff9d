import type { Tag } from '../types';
import { tagValue } from './tag-value';

/**
 * Whether a tag's value means yes. Tags are written by hand and the schemas allow a string, a
 * number or a boolean, so true, "true", "y", "yes" and "1" (any case, spaces ignored) and any
 * number but 0 all mean yes; anything else, or no value, means no.
 */
export function isTagTrue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return typeof value === 'string' && ['true', 'y', 'yes', '1'].includes(value.trim().toLowerCase());
}

/** Whether the tag `key` of a list is set to yes (see isTagTrue). */
export function hasTrueTag(tags: readonly Tag[] | undefined, key: string): boolean {
  return isTagTrue(tagValue(tags, key));
}
