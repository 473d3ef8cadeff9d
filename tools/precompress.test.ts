import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
const TEXT = { 'index.html': '<!doctype html><title>x</title>', 'assets/app-1.js': 'export default 1;'.repeat(50), 'assets/app-1.css': 'a{color:red}', 'assets/logo-2.svg': '<svg/>' };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  for (const [path, text] of Object.entries(TEXT)) writeFileSync(join(dir, path), text);
  writeFileSync(join(dir, 'assets', 'app-1.js.map'), '{}');
  writeFileSync(join(dir, 'assets', 'photo-3.png'), Buffer.from([137, 80, 78, 71]));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a .br and a .gz beside every text asset, each decompressing to the original', async () => {
    expect(await precompressDir(dir)).toBe(4);
    for (const [path, text] of Object.entries(TEXT)) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).toString(), path).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).toString(), path).toBe(text);
    }
  });

  it('leaves source maps, binary files and the build manifest alone', () => {
    for (const path of ['assets/app-1.js.map', 'assets/photo-3.png', '.vite/manifest.json']) {
      expect(existsSync(join(dir, `${path}.br`)), path).toBe(false);
      expect(existsSync(join(dir, `${path}.gz`)), path).toBe(false);
    }
  });
});
