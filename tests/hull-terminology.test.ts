/**
 * French names an aircraft's hull "corps d'aéronef" everywhere people read it: layouts (pages and
 * journeys of every program), messages (rating plan names are shown through app.quote.plan.*) and
 * brand configuration. "Coque" (a boat's hull) is not the insurance term.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const HULL = /\bhull\b/i;
const CORPS = /corps d['’]aéronef/i;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

/** Every bilingual text `{"en-CA", "fr-CA"}` of a JSON file, with where it is. */
function bilingual(file: string): { at: string; en: string; fr: string }[] {
  const found: { at: string; en: string; fr: string }[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}[${i}]`));
    if (typeof node !== 'object' || node === null) return;
    const text = node as Record<string, unknown>;
    if (typeof text['en-CA'] === 'string' && typeof text['fr-CA'] === 'string') found.push({ at, en: text['en-CA'], fr: text['fr-CA'] });
    for (const [key, value] of Object.entries(text)) walk(value, `${at}.${key}`);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')), `${relative(ROOT, file)}: $`);
  return found;
}

/** The French message catalogue beside the English one, key by key. */
function messages(): { at: string; en: string; fr: string }[] {
  const dir = (locale: string) => join(ROOT, 'schemas/content', locale);
  return readdirSync(dir('fr-CA')).flatMap((file) => {
    const en = JSON.parse(readFileSync(join(dir('en-CA'), file), 'utf8')) as Record<string, string>;
    const fr = JSON.parse(readFileSync(join(dir('fr-CA'), file), 'utf8')) as Record<string, string>;
    return Object.keys(fr).map((key) => ({ at: `${file}: ${key}`, en: en[key] ?? '', fr: fr[key]! }));
  });
}

const texts = () => [
  ...jsonFiles(join(ROOT, 'schemas/programs')).filter((f) => !f.endsWith('rating.json')).flatMap(bilingual),
  ...bilingual(join(ROOT, 'schemas/config/brandsConfig.json')),
  ...messages(),
];

describe('French hull terminology', () => {
  it('says "corps d’aéronef" wherever the English says hull', () => {
    const hull = texts().filter((t) => HULL.test(t.en));
    expect(hull.length).toBeGreaterThan(0);
    expect(hull.filter((t) => !CORPS.test(t.fr)).map((t) => `${t.at}: ${t.fr}`)).toEqual([]);
  });

  it('never says "coque"', () => {
    expect(texts().filter((t) => /\bcoque\b/i.test(t.fr)).map((t) => `${t.at}: ${t.fr}`)).toEqual([]);
  });
});
