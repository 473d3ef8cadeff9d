/** The built Storybook: build it when missing, list its stories from index.json. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

/** `npm test` builds Storybook before vitest; a lone run of this test builds it here. */
export async function ensureStorybookBuilt(projectDir: string, outDir: string): Promise<void> {
  if (existsSync(join(outDir, 'index.json'))) return;
  try {
    await run('npm', ['run', '-s', 'build-storybook'], { cwd: projectDir, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`npm run build-storybook failed:\n${e.stderr || e.stdout || e.message}`);
  }
  if (!existsSync(join(outDir, 'index.json'))) {
    throw new Error(`npm run build-storybook finished but ${join(outDir, 'index.json')} does not exist`);
  }
}

/** Every entry of type "story" (docs pages are not stories), in index order. */
export async function readStories(outDir: string): Promise<StoryEntry[]> {
  const file = join(outDir, 'index.json');
  const index = JSON.parse(await readFile(file, 'utf8')) as { entries?: Record<string, { type?: string; id: string; title: string; name: string }> };
  if (!index.entries) throw new Error(`${file} has no "entries": not a Storybook 7+ index`);
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}
