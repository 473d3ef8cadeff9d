/**
 * Navigation over a program's journey links (their tags: schemas/journey.schema.json):
 * the steps an application type walks, and the step after and before a route. The browser's buttons
 * and the server's quote decision both walk the journey through these.
 */
import { hasTrueTag, tagValue } from '../tags';
import type { ApplicationType, Journey, JourneyLink } from '../types';
import { namesType } from './application-type';

/** Tags whose comma list names the application types that do not get the step. */
const SKIP_TAGS = ['not_allowed_types', 'skip_for_types'] as const;

function typeList(link: JourneyLink, key: string): string[] {
  const value = tagValue(link.tags, key);
  return typeof value === 'string' ? value.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean) : [];
}

/** Whether an application of this type gets the step: not named by its not_allowed_types or skip_for_types. */
export function isAllowed(link: JourneyLink, type: ApplicationType): boolean {
  return !SKIP_TAGS.some((key) => namesType(typeList(link, key), type));
}

/** The links an applicant of this application type walks, in order. */
export function routeLinks(journey: Journey, type: ApplicationType): JourneyLink[] {
  return journey.links.filter((l) => isAllowed(l, type));
}

export function findLink(journey: Journey, routeName: string, type: ApplicationType): JourneyLink | undefined {
  return routeLinks(journey, type).find((l) => l.route_name === routeName);
}

/** The step after `routeName` for this application type (skipped steps left out). */
export function nextLink(journey: Journey, routeName: string, type: ApplicationType): JourneyLink | undefined {
  const links = routeLinks(journey, type);
  const i = links.findIndex((l) => l.route_name === routeName);
  return i < 0 ? undefined : links[i + 1];
}

/** Back walks the links backwards, past skipped steps and steps hidden in the stepper. */
export function previousLink(journey: Journey, routeName: string, type: ApplicationType): JourneyLink | undefined {
  const links = routeLinks(journey, type);
  const i = links.findIndex((l) => l.route_name === routeName);
  for (let j = i - 1; j >= 0; j--) {
    const link = links[j]!;
    if (!hasTrueTag(link.tags, 'hidden_in_stepper')) return link;
  }
  return undefined;
}
