import type { ApplicationType } from '../types';

/** The names journey tags and stored proposals use for each application type: NEW is also written CREATE. */
const NAMES: Record<ApplicationType, readonly string[]> = {
  NEW: ['NEW', 'CREATE'],
  RENEWAL: ['RENEWAL'],
  QUICK_RENEWAL: ['QUICK_RENEWAL'],
};

/** A proposal's or a session's type as written (any case) → its application type; anything unknown is NEW. */
export function applicationTypeOf(value: string | undefined): ApplicationType {
  const name = value?.toUpperCase() ?? '';
  if (NAMES.QUICK_RENEWAL.includes(name)) return 'QUICK_RENEWAL';
  if (NAMES.RENEWAL.includes(name)) return 'RENEWAL';
  return 'NEW';
}

/** Whether a list of type names (a journey tag's comma list, upper case) names this application type. */
export function namesType(names: readonly string[], type: ApplicationType): boolean {
  return NAMES[type].some((name) => names.includes(name));
}
