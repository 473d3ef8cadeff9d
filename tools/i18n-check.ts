/**
 * `npm run i18n:check`: every message key exists in en-CA and fr-CA, with non-empty text,
 * in every area file of schemas/content, and is valid ICU (the build precompiles every message,
 * tools/compile-messages.ts). Prints one line per problem, exits 1 on any.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../adapters/types';
import { compileMessages } from './compile-messages';

const root = join(process.argv[2] ?? 'schemas', 'content');
const problems: string[] = [];
let keys = 0;
const areas = new Set(LOCALES.flatMap((l) => readdirSync(join(root, l)).filter((f) => f.endsWith('.json'))));

for (const area of areas) {
  const byLocale = new Map<string, Record<string, unknown>>();
  for (const locale of LOCALES) {
    const file = join(root, locale, area);
    try {
      byLocale.set(locale, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    } catch (e) {
      problems.push(`${file}: ${(e as Error).message}`);
    }
  }
  const all = new Set([...byLocale.values()].flatMap((m) => Object.keys(m)));
  keys += all.size;
  for (const key of all) {
    for (const locale of LOCALES) {
      const value = byLocale.get(locale)?.[key];
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${join(root, locale, area)}: $["${key}"]: missing or empty ${locale} text`);
      } else {
        try {
          compileMessages({ [key]: value }, locale);
        } catch (e) {
          problems.push(`${join(root, locale, area)}: $["${key}"]: ${(e as Error).message}`);
        }
      }
    }
  }
}
for (const p of problems) console.log(p);
console.log(`${areas.size} message files, ${keys} keys, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
