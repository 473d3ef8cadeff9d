import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const cli = join(__dirname, 'layouts-export.ts');
const tsx = join(__dirname, '../node_modules/.bin/tsx');
const dir = mkdtempSync(join(tmpdir(), 'layouts-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(exported: unknown, out: string) {
  const file = join(dir, `${out}.json`);
  writeFileSync(file, typeof exported === 'string' ? exported : JSON.stringify(exported));
  const res = spawnSync(tsx, [cli, file, join(dir, out)], { cwd: dir, encoding: 'utf8' });
  return { status: res.status, lines: res.stdout.trim().split('\n') };
}

describe('npm run layouts:export', () => {
  it('writes every file of the export at its path under the folder', () => {
    const files = [
      { path: 'programs/CANACCT/journey.json', text: '{ "client": "CANACCT" }\n' },
      { path: 'programs/CANACCT/pages/start.json', text: '{ "route_name": "start" }\n' },
      { path: 'fixtures/CANACCT/start/valid.json', text: '{ "expect": "valid" }\n' },
    ];
    const res = run({ client: 'CANACCT', files }, 'good');
    expect(res.status).toBe(0);
    expect(res.lines).toEqual(files.map((f) => `wrote ${join(dir, 'good', f.path)}`));
    for (const f of files) expect(readFileSync(join(dir, 'good', f.path), 'utf8')).toBe(f.text);
  });

  it("refuses an export naming another program's file or a path outside the layout, and writes nothing", () => {
    const other = run({ client: 'CANACCT', files: [{ path: 'programs/CANACCT/journey.json', text: '{}' }, { path: 'programs/CANLAWYERS/journey.json', text: '{}' }] }, 'other');
    expect(other).toEqual({ status: 1, lines: [`${join(dir, 'other.json')}: files[1].path programs/CANLAWYERS/journey.json is not a file of program CANACCT`] });
    expect(existsSync(join(dir, 'other'))).toBe(false);
    const escape = run({ client: 'CANACCT', files: [{ path: 'programs/CANACCT/../../../etc/x.json', text: '{}' }] }, 'escape');
    expect(escape.status).toBe(1);
    expect(escape.lines[0]).toMatch(/files\[0\]\.path is not a layout file path/);
    expect(run('{ not json', 'broken').lines[0]).toMatch(/cannot read the export/);
  });
});
