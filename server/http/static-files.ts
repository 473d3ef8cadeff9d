import { relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyStaticOptions } from '@fastify/static';

/** Vite's output folder for content-hashed files: a new build gives a changed file a new name. */
export const ASSETS_PREFIX = 'assets/';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** kept, but revalidated (ETag → 304) on every use */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a file of dist/, by its path relative to dist/ (its .br/.gz twin has the same).
 * Hashed assets never change under their name, so browsers keep them a year without asking.
 * Everything else keeps its name across releases (index.html, which names the current assets, and any
 * non-hashed file such as a favicon): no-cache, so a release is seen at once, at the cost of a
 * bodiless 304 per use.
 */
export function cacheControlFor(path: string): string {
  return path.split(sep).join('/').startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/**
 * @fastify/static options for dist/: the build's .br/.gz twins (tools/precompress.ts) chosen by
 * Accept-Encoding (br, then gzip, then the file itself, with Vary: Accept-Encoding), weak ETags from
 * @fastify/send with its 304 on If-None-Match, and the Cache-Control above. The twins get no route of
 * their own: they are only ever sent as the encoding of their original.
 */
export function staticOptions(distDir: string): FastifyStaticOptions {
  return {
    root: distDir,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', cacheControlFor(relative(distDir, path)));
    },
  };
}

/**
 * A file under /assets/ that the build did not produce is a 404, not index.html: a browser holding
 * an old index.html must fail that import (and reload) rather than parse HTML as a script. Files
 * that exist have their own, more specific routes (wildcard: false above).
 */
export function missingAssets(app: FastifyInstance): void {
  app.get(`/${ASSETS_PREFIX}*`, { schema: { hide: true } }, (_request, reply) => {
    reply.callNotFound();
  });
}
