/**
 * The baseline's static server on loopback: every file of a built page held in memory,
 * precompressed once with brotli (quality 11) and gzip (level 9) by node:zlib, answered with the
 * encoding the browser accepts, the cache headers of serve/negotiate.ts and an ETag. Unknown
 * paths answer 404; the HTML is also the answer for `/`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControlFor, chooseEncoding, isCompressible, type Encoding } from './negotiate';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

interface Entry {
  type: string;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(join(entry.parentPath, entry.name));
  }
  return out;
}

async function load(root: string): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  for (const file of await filesUnder(root)) {
    const body = await readFile(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const bodies: Entry['bodies'] = { identity: body };
    if (isCompressible(type)) {
      bodies.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
      bodies.gzip = gzipSync(body, { level: 9 });
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    entries.set(`/${relative(root, file).split(sep).join('/')}`, { type, etag, bodies });
  }
  const index = entries.get('/index.html');
  if (index) entries.set('/', index);
  return entries;
}

export interface CompressedStaticServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0: any free port). */
export async function serveCompressed(root: string, port = 0): Promise<CompressedStaticServer> {
  const entries = await load(root);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const entry = req.method === 'GET' || req.method === 'HEAD' ? entries.get(path) : undefined;
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`not found: ${path}`);
      return;
    }
    const headers: Record<string, string> = { 'content-type': entry.type, 'cache-control': cacheControlFor(path), etag: entry.etag, vary: 'accept-encoding' };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const wanted = chooseEncoding(req.headers['accept-encoding']);
    const encoding: Encoding = entry.bodies[wanted] ? wanted : 'identity';
    const body = entry.bodies[encoding] as Buffer;
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
