/**
 * Pure navigation over a program's journey links (docs/requirements.md §2.1, §2.2): which routes exist for an
 * application type, what comes next, which progress state a route saves into.
 */
import type { ApplicationType, Journey, JourneyLink, Tag } from '../../adapters/types';

export function tagValue(tags: Tag[] | undefined, key: string): string | number | boolean | undefined {
  let value: string | number | boolean | undefined;
  for (const t of tags ?? []) if (t.key === key) value = t.value;
  return value;
}

/** Tag flags may be written as booleans or as "true". */
export function tagIsTrue(tags: Tag[] | undefined, key: string): boolean {
  const v = tagValue(tags, key);
  return v === true || v === 'true';
}

function tagList(link: JourneyLink, key: string): string[] {
  const v = tagValue(link.tags, key);
  return typeof v === 'string' ? v.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean) : [];
}

/** NEW is also written CREATE in the spec's configuration. */
const ALIASES: Record<ApplicationType, string[]> = {
  NEW: ['NEW', 'CREATE'],
  RENEWAL: ['RENEWAL'],
  QUICK_RENEWAL: ['QUICK_RENEWAL'],
};

export function isAllowed(link: JourneyLink, type: ApplicationType): boolean {
  const banned = [...tagList(link, 'not_allowed_types'), ...tagList(link, 'skip_for_types')];
  return !ALIASES[type].some((name) => banned.includes(name));
}

/** The routes an applicant of this application type walks, in order. */
export function routeLinks(journey: Journey, type: ApplicationType): JourneyLink[] {
  return journey.links.filter((l) => isAllowed(l, type));
}

export function findLink(journey: Journey, routeName: string, type: ApplicationType): JourneyLink | undefined {
  return routeLinks(journey, type).find((l) => l.route_name === routeName);
}

export function nextLink(journey: Journey, routeName: string, type: ApplicationType): JourneyLink | undefined {
  const links = routeLinks(journey, type);
  const i = links.findIndex((l) => l.route_name === routeName);
  return i < 0 ? undefined : links[i + 1];
}

/** Back walks the links backwards, skipping steps hidden in the stepper (docs/requirements.md §2.4). */
export function previousLink(journey: Journey, routeName: string, type: ApplicationType): JourneyLink | undefined {
  const links = routeLinks(journey, type);
  const i = links.findIndex((l) => l.route_name === routeName);
  for (let j = i - 1; j >= 0; j--) {
    const link = links[j]!;
    if (!tagIsTrue(link.tags, 'hidden_in_stepper')) return link;
  }
  return undefined;
}

/** The progress state a route saves into: its progress_state tag, else its route name as CONSTANT_CASE. */
export function progressStateName(link: JourneyLink): string {
  const tagged = tagValue(link.tags, 'progress_state');
  return typeof tagged === 'string' && tagged !== '' ? tagged : link.route_name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}
