/**
 * A tiny static file server on loopback for built bundles (Storybook, the keystroke bench page).
 * Serves `root` only; anything outside it or missing answers 404.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) {
      const index = join(candidate, 'index.html');
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** `cacheAssets`: let the browser cache everything but HTML (fast re-navigation through one bundle). */
export async function serveStatic(root: string, options: { cacheAssets?: boolean } = {}): Promise<StaticServer> {
  const base = normalize(root);
  const server: Server = createServer((req, res) => {
    resolveFile(base, req.url ?? '/').then(
      (file) => {
        if (!file) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
          return;
        }
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        const cache = options.cacheAssets && extname(file) !== '.html' ? 'max-age=3600' : 'no-store';
        res.writeHead(200, { 'content-type': type, 'cache-control': cache });
        createReadStream(file).pipe(res);
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
