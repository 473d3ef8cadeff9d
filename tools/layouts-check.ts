/**
 * `npm run layouts:check [dir]` (default schemas/): lints every journey.json and page under
 * <dir>/programs and runs every fixture under <dir>/fixtures. Prints `file: $.json.path: reason`
 * per problem and exits 1, or a summary.
 * Warnings (`warning: file: $.path: reason`) are printed too and do not fail the check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import '../adapters/i18n/messages'; // the fixtures' error messages, in both languages
import { checkLayouts, classifyLayoutFile, type LayoutSource } from '../adapters/layout';
import { installRuntimeCompiler } from '../adapters/validators/ajv';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

// the fixtures are validated as the server validates a save: with Ajv compiled at run time
installRuntimeCompiler();

const root = process.argv[2] ?? 'schemas';
let sources: LayoutSource[];
try {
  sources = listFiles(root)
    .map((path) => relative(process.cwd(), path) || path)
    .filter((path) => classifyLayoutFile(path))
    .sort()
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
} catch (e) {
  console.log(`${root}: cannot read the folder: ${(e as Error).message}`);
  process.exit(1);
}

const { problems, warnings, stats } = checkLayouts(sources);
for (const p of problems) console.log(`${p.file}: ${p.path}: ${p.message}`);
for (const w of warnings) console.log(`warning: ${w.file}: ${w.path}: ${w.message}`);
const warned = warnings.length ? `, ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}` : '';
console.log(`${stats.pages} pages, ${stats.fields} fields, ${stats.rules} rules, ${stats.popups} popups, ${stats.fixtures} fixtures, ${problems.length} problems${warned}`);
process.exit(problems.length ? 1 : 0);
