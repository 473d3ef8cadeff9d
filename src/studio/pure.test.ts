/**
 * The studio's pure pieces: where a problem's JSON path sits in the text, what the cursor is in,
 * what the layout schema and the shared configuration's schemas suggest there, and a publish's line diff.
 */
import { describe, expect, it } from 'vitest';
import brandsConfigSchema from '../../schemas/config/brandsConfig.schema.json';
import errorsSchema from '../../schemas/config/errors.schema.json';
import layoutSchema from '../../schemas/layout.schema.json';
import { cursorContext, parsePath, pathRange } from './json-scan';
import { completionsAt } from './schema-completion';
import { diffSummary } from './diff-summary';

const page = `{
  "route_name": "demo",
  "title": { "en-CA": "Demo", "fr-CA": "Démo" },
  "form_container": {
    "rows": [
      { "sections": [
        { "fields": [
          { "name": "a", "type": "textbox" },
          { "name": "b", "type": "radio", "tags": [] }
        ] }
      ] }
    ]
  }
}`;

const at = (text: string, range: { from: number; to: number }) => text.slice(range.from, range.to);
const SCHEMA = layoutSchema as Record<string, unknown>;

describe('pathRange', () => {
  it('reads paths as layouts:check writes them', () => {
    expect(parsePath('$.form_container.rows[0].sections[1].fields[3].type')).toEqual(['form_container', 'rows', 0, 'sections', 1, 'fields', 3, 'type']);
    expect(parsePath('$.title["fr-CA"]')).toEqual(['title', 'fr-CA']);
    expect(parsePath('$')).toEqual([]);
  });

  it('marks a scalar value, and an object member by its property name', () => {
    expect(at(page, pathRange(page, '$.form_container.rows[0].sections[0].fields[1].type'))).toBe('"radio"');
    expect(at(page, pathRange(page, '$.title["fr-CA"]'))).toBe('"Démo"');
    expect(at(page, pathRange(page, '$.form_container.rows[0].sections[0].fields[1].tags'))).toBe('"tags"');
    expect(at(page, pathRange(page, '$.title'))).toBe('"title"');
  });

  it('marks a list item that is an object by its opening brace', () => {
    const range = pathRange(page, '$.form_container.rows[0].sections[0].fields[0]');
    expect(at(page, range)).toBe('{');
    expect(page.slice(range.from, range.from + 20)).toContain('"name": "a"');
  });

  it('falls back to the deepest part of the path the text holds', () => {
    expect(at(page, pathRange(page, '$.form_container.rows[0].sections[0].fields[1].label'))).toBe('{');
    expect(at(page, pathRange(page, '$.nothing.here'))).toBe('{');
  });

  it('still finds what comes before a syntax error', () => {
    const broken = page.replace('"textbox" }', '"textbox" ');
    expect(at(broken, pathRange(broken, '$.form_container.rows[0].sections[0].fields[0].type'))).toBe('"textbox"');
  });
});

describe('cursorContext and completionsAt', () => {
  it('offers the field properties not written yet inside a field object', () => {
    const text = '{"form_container": {"rows": [{"sections": [{"fields": [{"name": "x", "'; // typing a key
    const context = cursorContext(text, text.length);
    expect(context).toMatchObject({ kind: 'key', path: ['form_container', 'rows', 0, 'sections', 0, 'fields', 0], present: ['name'] });
    const labels = completionsAt(SCHEMA, context!).map((c) => c.label);
    expect(labels).toContain('"type"');
    expect(labels).toContain('"label"');
    expect(labels).not.toContain('"name"');
    expect(completionsAt(SCHEMA, context!).find((c) => c.label === '"type"')?.insert).toBe('"type": ');
  });

  it('counts the keys after the cursor as present too', () => {
    const text = '{ "", "route_name": "x" }';
    const context = cursorContext(text, 3);
    expect(context).toMatchObject({ kind: 'key', path: [], present: ['route_name'] });
    expect(completionsAt(SCHEMA, context!).map((c) => c.label)).not.toContain('"route_name"');
  });

  it('offers the field types as the value of "type", and a validation name from its enum', () => {
    const text = '{"form_container": {"rows": [{"sections": [{"fields": [{"name": "x", "type": "te';
    const context = cursorContext(text, text.length);
    expect(context).toMatchObject({ kind: 'value', path: ['form_container', 'rows', 0, 'sections', 0, 'fields', 0, 'type'] });
    expect(text.slice(context!.from, context!.to)).toBe('"te');
    expect(completionsAt(SCHEMA, context!).map((c) => c.label)).toEqual(expect.arrayContaining(['"textbox"', '"dropdown"', '"calendar"']));
    const validation = '{"form_container": {"rows": [{"sections": [{"fields": [{"name": "x", "type": "textbox", "validations": [{"name": ';
    const names = completionsAt(SCHEMA, cursorContext(validation, validation.length)!).map((c) => c.label);
    expect(names).toEqual(expect.arrayContaining(['"required"', '"pattern"', '"dateRange"']));
  });

  it('follows $ref and if/then: a pattern validation\'s params', () => {
    const text = '{"form_container": {"rows": [{"sections": [{"fields": [{"name": "x", "type": "textbox", "validations": [{"name": "pattern", "params": { ';
    const labels = completionsAt(SCHEMA, cursorContext(text, text.length)!).map((c) => c.label);
    expect(labels).toContain('"pattern"');
    expect(labels).toContain('"flags"');
  });

  it('knows nothing outside a document', () => {
    expect(cursorContext('', 0)).toBeUndefined();
  });
});

describe('completion from the shared configuration\'s schemas', () => {
  const offered = (schema: unknown, text: string) => completionsAt(schema as Record<string, unknown>, cursorContext(text, text.length)!);
  const labels = (schema: unknown, text: string) => offered(schema, text).map((c) => c.label);

  it('offers an error record\'s keys inside a record ($ref to its definition), and its display modes', () => {
    const record = labels(errorsSchema, '{"records": [{"page": "login", ');
    expect(record).toEqual(expect.arrayContaining(['"status"', '"errorCode"', '"title"', '"message"', '"errorType"', '"reDirectionUrl"', '"errorPositionOnPage"']));
    expect(record).not.toContain('"page"');
    expect(labels(errorsSchema, '{"records": [{"errorType": ')).toEqual(['"inline"', '"onPage"', '"errorPage"', '"redirect"']);
    expect(labels(errorsSchema, '{"records": [{"title": {')).toEqual(['"en-CA"', '"fr-CA"']);
  });

  it('offers the brand settings of allOf at the top and in a program, described where they are defined', () => {
    expect(labels(brandsConfigSchema, '{"supportEmail": "a@b.ca", ')).toEqual(expect.arrayContaining(['"clients"', '"documents"', '"registrationOpen"', '"offlinePayment"']));
    const client = offered(brandsConfigSchema, '{"clients": {"CANACCT": {');
    expect(client.find((c) => c.label === '"registrationOpen"')?.detail).toBe('New registrations are accepted.');
    expect(client.map((c) => c.label)).toContain('"brandName"');
    expect(labels(brandsConfigSchema, '{"clients": {"CANACCT": {"registrationOpen": ')).toEqual(['true', 'false']);
  });

  it('offers oneOf\'s const and its object\'s keys, and the keys propertyNames lists', () => {
    expect(labels(brandsConfigSchema, '{"clients": {"CANACCT": {"offlinePayment": ')).toEqual(['false']);
    expect(labels(brandsConfigSchema, '{"offlinePayment": {')).toEqual(['"payableTo"', '"mailingAddress"', '"note"']);
    expect(labels(brandsConfigSchema, '{"dashboard": {"policyStatus": {"i": {}, ')).toEqual(['"pe"', '"r"', '"a"', '"p"', '"e"', '"ex"']);
    expect(labels(brandsConfigSchema, '{"documents": {"allowedTypes": [')).toEqual(['"pdf"', '"jpg"', '"png"', '"docx"', '"txt"']);
  });
});

describe('diffSummary', () => {
  it('counts the lines added and removed and keeps two lines of context', () => {
    const before = [...'abcdefghijkl'].join('\n') + '\n';
    const after = [...'abcDefghijklm'].join('\n') + '\n';
    const summary = diffSummary(before, after);
    expect(summary).toMatchObject({ added: 2, removed: 1 });
    expect(summary.hunks).toHaveLength(2);
    expect(summary.hunks[0]!.map((l) => `${l.kind[0]}${l.text}`)).toEqual(['sb', 'sc', 'rd', 'aD', 'se', 'sf']);
    expect(summary.hunks[1]!.map((l) => `${l.kind[0]}${l.text}`)).toEqual(['sk', 'sl', 'am']);
  });

  it('has no stretch for identical texts', () => {
    expect(diffSummary('x\n', 'x\n')).toEqual({ added: 0, removed: 0, hunks: [] });
  });
});
