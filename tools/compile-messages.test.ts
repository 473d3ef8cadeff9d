/**
 * The browser formats precompiled ASTs, the server ICU strings: for every message of every area and
 * locale, both give the same text with the same values (the values a caller would pass: none for a
 * message without arguments, else a sample of each argument's kind).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../adapters/types';
import { compileMessages } from './compile-messages';

const ROOT = join(import.meta.dirname, '..', 'schemas', 'content');

function messagesOf(locale: Locale): Record<string, string> {
  const files = readdirSync(join(ROOT, locale)).filter((f) => f.endsWith('.json'));
  return Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(join(ROOT, locale, f), 'utf8')) as Record<string, string>));
}

type Value = string | number | Date | ((chunks: string[]) => string);

/** A value of each argument's kind; `count` picks the plural branch (1 → one, 3 → other). */
function sampleValues(ast: MessageFormatElement[], count: number, values: Record<string, Value> = {}): Record<string, Value> {
  for (const el of ast) {
    if (el.type === TYPE.argument) values[el.value] ??= `«${el.value}»`;
    else if (el.type === TYPE.number || el.type === TYPE.plural) values[el.value] = count;
    else if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(Date.UTC(2025, 5, 1, 14, 30));
    else if (el.type === TYPE.select) values[el.value] ??= Object.keys(el.options).find((k) => k !== 'other') ?? 'other';
    else if (el.type === TYPE.tag) {
      values[el.value] = (chunks: string[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      sampleValues(el.children, count, values);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) sampleValues(option.value, count, values);
  }
  return values;
}

describe.each(LOCALES)('messages in %s', (locale) => {
  const strings = messagesOf(locale);
  const compiled = compileMessages(strings, locale);
  const cache = createIntlCache();
  const fromStrings = createIntl({ locale, messages: strings, defaultLocale: 'en-CA' }, cache);
  const fromAsts = createIntl({ locale, messages: compiled, defaultLocale: 'en-CA' }, cache);

  it('has every message compiled', () => {
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(strings).sort());
    expect(Object.keys(compiled).length).toBeGreaterThan(100);
  });

  it.each([1, 3])('formats every message alike from its AST and its string (count %i)', (count) => {
    const differences: string[] = [];
    for (const id of Object.keys(strings)) {
      const ast = compiled[id]!;
      const values = ast.every((el) => el.type === TYPE.literal) ? undefined : sampleValues(ast, count);
      const expected = fromStrings.formatMessage({ id }, values);
      const actual = fromAsts.formatMessage({ id }, values);
      if (actual !== expected) differences.push(`${id}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    }
    expect(differences).toEqual([]);
  });

  it('names the message that is not valid ICU', () => {
    expect(() => compileMessages({ 'app.broken': 'Hello {name' }, locale)).toThrow(/app\.broken/);
  });
});
