import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, inlineJson } from '../../adapters/first-paint/html';
import { FIRST_PAYLOAD_ID } from '../../adapters/first-paint/payload';
import { domainError } from '../errors/domain-error';
import { preferredEncoding } from './accept-encoding';
import { isApiPath } from './paths';
import { missingAssets, staticOptions } from './static-files';

/** A page pre-rendered for the caller (server/first-paint): its root element's content, inlined replies, what its head adds. */
export interface PrerenderedPage {
  html: string;
  /** the document's title and language, as the app sets them for the page */
  title: string;
  lang: string;
  payload: unknown;
  /** stylesheets (paths under dist/) the pre-rendered markup needs before the app's chunks bring them */
  stylesheets: string[];
  /** module URLs to start at once */
  modules: string[];
}

export interface SpaOptions {
  distDir: string;
  /** the first step's form for this request, or undefined for the plain index.html (docs/server.md "Browser app") */
  prerender?: (request: FastifyRequest, assets: BuiltAssets) => Promise<PrerenderedPage | undefined>;
}

/** What the build says the pre-rendered page needs (dist/.vite/manifest.json). */
export interface BuiltAssets {
  /** the stylesheets a source module and its static imports bring, minus those index.html links */
  cssOf(source: string): string[];
}

/**
 * Serves the built browser app from dist/, compressed and cached as server/http/static-files.ts says.
 * Any other GET that is not API or /assets/ answers index.html so client-side routes
 * (/accountants/en-ca/...) load; API paths keep their JSON 404. A journey step asked by its applicant
 * gets index.html with the step's form already in it (`prerender`): personal, so never stored by a
 * shared cache; any failure there is logged and the plain index.html goes out instead.
 */
export default fp<SpaOptions>(
  async (app, { distDir, prerender }) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      app.log.warn(`${distDir}/index.html not found: serving the API only`);
      return;
    }
    await app.register(fastifyStatic, staticOptions(distDir));
    missingAssets(app);
    const template = readFileSync(join(distDir, 'index.html'), 'utf8');
    const assets = builtAssets(distDir, template);
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url)) {
        throw domainError('routeNotFound', { values: { method: request.method, url: request.url.split('?')[0] ?? '' } });
      }
      const page = prerender ? await prerendered(request, prerender, assets) : undefined;
      if (page) return sendPersonal(request, reply, withPage(template, page));
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    });
  },
  { name: 'spa', fastify: '5.x' },
);

async function prerendered(request: FastifyRequest, prerender: NonNullable<SpaOptions['prerender']>, assets: BuiltAssets): Promise<PrerenderedPage | undefined> {
  try {
    return await prerender(request, assets);
  } catch (error) {
    // the page still works without it: the app fetches and draws the step as it always did
    request.log.error({ err: error }, 'pre-rendering the step page failed: plain index.html sent');
    return undefined;
  }
}

/** index.html with the page in its root element, the replies beside it, and the page's stylesheets and module hints in its head. */
export function withPage(template: string, page: PrerenderedPage): string {
  const head = [
    ...page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
    ...page.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
  const payload = `<script type="application/json" id="${FIRST_PAYLOAD_ID}">${inlineJson(page.payload)}</script>`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${payload}`);
}

/** Personal HTML (answers, name): kept by no cache, shared or the browser's, as the API's replies (docs/security.md "Headers"); compressed here, it differs per request. */
function sendPersonal(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').header('vary', 'Cookie, Accept-Encoding');
  if (encoding === 'identity') return reply.send(html);
  const body = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}

interface ManifestEntry {
  css?: string[];
  imports?: string[];
}

function builtAssets(distDir: string, template: string): BuiltAssets {
  const file = join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestEntry> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>) : {};
  return {
    cssOf(source) {
      const seen = new Set<string>();
      const css = new Set<string>();
      const walk = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        const entry = manifest[key];
        for (const sheet of entry?.css ?? []) css.add(sheet);
        for (const imported of entry?.imports ?? []) walk(imported);
      };
      walk(source);
      return [...css].filter((sheet) => !template.includes(`/${sheet}`));
    },
  };
}
