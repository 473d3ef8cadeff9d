import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const SOURCES = ['src', 'widgets', 'adapters', 'index.html', 'vite.config.ts', 'tools/precompress.ts', 'tools/vite-messages.ts', 'schemas/content'];

/** Newest modification time under `path` (file or folder), skipping tests and stories. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (/\.(test|stories)\.tsx?$/.test(entry.name)) continue;
    max = Math.max(max, newest(join(path, entry.name)));
  }
  return max;
}

/** True when dist/ is missing or older than the browser sources (a stat walk, no hashing). */
export function needsBuild(root: string, distDir: string): boolean {
  const built = join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > builtAt);
}

/**
 * The environment of `vite build`: always a production bundle. A caller's NODE_ENV (vitest sets
 * `test`) would otherwise give React's development build, which a later `npm start` would serve as
 * it finds dist/ fresh.
 */
export function buildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}

/** Runs `vite build` when needed; returns false when the build failed (the API still starts). */
export function ensureBrowserBuild(root: string, distDir: string, log: (msg: string) => void): boolean {
  if (!needsBuild(root, distDir)) return true;
  if (!existsSync(join(root, 'index.html'))) {
    log('no index.html at the project root: the browser app is not built');
    return false;
  }
  log('building the browser app (vite build)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit', env: buildEnv(process.env) });
  if (result.status !== 0) {
    log('vite build failed: serving the API only');
    return false;
  }
  return true;
}
