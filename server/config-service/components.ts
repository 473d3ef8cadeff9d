import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../adapters/types';

/** Configuration components served by the config service beside layout pages (docs/requirements.md §11.3). */
export const COMPONENT_NAMES = ['brandsConfig', 'user_idle', 'errors', 'exceptionFields', 'header', 'footer'] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];

export function isComponentName(name: string): name is ComponentName {
  return (COMPONENT_NAMES as readonly string[]).includes(name);
}

export function readComponents(dir: string, names: readonly ComponentName[] = COMPONENT_NAMES): Partial<Record<ComponentName, unknown>> {
  const out: Partial<Record<ComponentName, unknown>> = {};
  for (const name of names) {
    const file = join(dir, `${name}.json`);
    try {
      out[name] = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
    }
  }
  return out;
}

function isI18nText(value: object): value is Record<Locale, string> {
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('en-CA') && keys.includes('fr-CA');
}

/** Bilingual texts {"en-CA","fr-CA"} become the one language asked for; `$comment` keys go. */
export function resolveLocale(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveLocale(v, locale));
  if (value === null || typeof value !== 'object') return value;
  if (isI18nText(value)) return value[locale];
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== '$comment')
      .map(([k, v]) => [k, resolveLocale(v, locale)]),
  );
}
