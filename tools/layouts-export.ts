/**
 * `npm run layouts:export -- <exported.json> [dir]` (dir defaults to schemas/): writes the files of
 * a studio export (GET /smb/cnc/api/v2/studio/export?client=…, docs/server.md "Layout versions and
 * the studio API") into the schemas/ folder layout under dir, so a published version can be
 * committed to git. Files of the program the export does not hold are left as they are.
 * Prints one line per file written and exits 0, or names what is wrong with the export and exits 1.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isFileOfProgram, STUDIO_CLIENT_PATTERN, STUDIO_FILE_MAX, STUDIO_PATH_PATTERN } from '../adapters/api/studio';

const [input, root = 'schemas'] = process.argv.slice(2);
if (!input) {
  console.log('usage: npm run layouts:export -- <exported.json> [dir]');
  process.exit(1);
}

function fail(reason: string): never {
  console.log(`${input}: ${reason}`);
  process.exit(1);
}

let exported: unknown;
try {
  exported = JSON.parse(readFileSync(input, 'utf8'));
} catch (e) {
  fail(`cannot read the export: ${(e as Error).message}`);
}
const { client, files } = (exported ?? {}) as { client?: unknown; files?: unknown };
if (typeof client !== 'string' || !new RegExp(STUDIO_CLIENT_PATTERN).test(client)) fail('"client" is not a program client code such as CANACCT (or SHARED for the shared configuration)');
if (!Array.isArray(files) || files.length === 0) fail('"files" is not a list of files');

const path = new RegExp(STUDIO_PATH_PATTERN);
// every file is checked before any is written: a bad export leaves the folder as it was
const checked = files.map((f: unknown, i) => {
  const { path: p, text } = (f ?? {}) as { path?: unknown; text?: unknown };
  if (typeof p !== 'string' || !path.test(p)) fail(`files[${i}].path is not a layout file path such as programs/${client}/pages/<name>.json`);
  if (!isFileOfProgram(p, client)) fail(`files[${i}].path ${p} is not a file of program ${client}`);
  if (typeof text !== 'string' || text.length > STUDIO_FILE_MAX) fail(`files[${i}].text is not a text of at most ${STUDIO_FILE_MAX} characters`);
  return { path: p, text };
});
for (const f of checked) {
  const target = join(root, f.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, f.text);
  console.log(`wrote ${target}`);
}
