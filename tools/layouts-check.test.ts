import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const cli = join(__dirname, 'layouts-check.ts');
const tsx = join(__dirname, '../node_modules/.bin/tsx');
const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(root: string) {
  const out = spawnSync(tsx, [cli, root], { cwd: dir, encoding: 'utf8' });
  return { status: out.status, lines: out.stdout.trim().split('\n') };
}

function write(path: string, value: unknown) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

const T = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });

describe('npm run layouts:check', () => {
  it('prints a summary and exits 0 when every layout is sound', () => {
    write('good/programs/CANACCT/journey.json', { client: 'CANACCT', program_path: 'accountants', links: [{ route_name: 'start', nav_title: T('Start', 'Début'), category: 'a' }] });
    write('good/programs/CANACCT/pages/start.json', {
      route_name: 'start',
      title: T('Start', 'Début'),
      form_container: { rows: [{ sections: [{ fields: [{ name: 'a', type: 'textbox', label: T('A', 'A') }, { name: 'b', type: 'checkbox', label: T('B', 'B') }] }] }] },
    });
    write('good/programs/CANACCT/rating.json', '{ rating plans are not layouts');
    write('good/fixtures/CANACCT/start/valid.json', { data: { a: 'x', b: 'y' }, expect: 'valid' });
    expect(run('good')).toEqual({ status: 0, lines: ['1 pages, 2 fields, 0 rules, 0 popups, 1 fixtures, 0 problems'] });
  });

  it('prints one line per problem and exits 1', () => {
    write('bad/programs/CANACCT/journey.json', { client: 'CANACCT', program_path: 'accountants', links: [{ route_name: 'gone', nav_title: T('Gone', 'Parti'), category: 'a' }] });
    write('bad/programs/CANACCT/pages/start.json', '{\n  "route_name": "start"\n  "title": {}\n}');
    write('bad/programs/CANACCT/pages/end.json', {
      route_name: 'end',
      title: T('End', 'Fin'),
      form_container: { rows: [{ sections: [{ fields: [{ name: 'a', type: 'textbox', label: T('A', 'A'), validations: [{ name: 'required' }] }] }] }] },
    });
    write('bad/fixtures/CANACCT/end/valid.json', { data: {}, expect: 'valid' });
    expect(run('bad')).toEqual({
      status: 1,
      lines: [
        'bad/fixtures/CANACCT/end/valid.json: $.expect: no longer matches bad/programs/CANACCT/pages/end.json: expected valid; found in error: a ("This field is required.")',
        'bad/programs/CANACCT/journey.json: $.links[0].route_name: no page "gone" in programs/CANACCT/pages (expected programs/CANACCT/pages/gone.json)',
        "bad/programs/CANACCT/pages/start.json: $: invalid JSON at line 2, column 24: expected ',' or '}' after a property value",
        '2 pages, 1 fields, 0 rules, 0 popups, 1 fixtures, 3 problems',
      ],
    });
  });

  it('prints warnings and still exits 0', () => {
    write('warn/programs/CANACCT/journey.json', { client: 'CANACCT', program_path: 'accountants', links: [{ route_name: 'start', nav_title: T('Start', 'Début'), category: 'a' }] });
    write('warn/programs/CANACCT/pages/start.json', {
      route_name: 'start',
      title: T('Start', 'Début'),
      form_container: { rows: [{ sections: [{ fields: [{ name: 'year_built', type: 'textbox', label: T('Year built', 'Année de construction'), tags: [{ key: 'number', value: true }] }] }] }] },
    });
    expect(run('warn')).toEqual({
      status: 0,
      lines: [
        'warning: warn/programs/CANACCT/pages/start.json: $.form_container.rows[0].sections[0].fields[0].tags: number field "year_built" looks like a year: add tag format: year so it reads 2008, not 2,008',
        '1 pages, 1 fields, 0 rules, 0 popups, 0 fixtures, 0 problems, 1 warning',
      ],
    });
  });

  it('says so when the folder cannot be read', () => {
    expect(run('missing')).toMatchObject({ status: 1, lines: [expect.stringMatching(/^missing: cannot read the folder: ENOENT/)] });
  });
});
