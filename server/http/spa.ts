import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { domainError } from '../errors/domain-error';
import { isApiPath } from './paths';
import { missingAssets, staticOptions } from './static-files';

export interface SpaOptions {
  distDir: string;
}

/**
 * Serves the built browser app from dist/, compressed and cached as server/http/static-files.ts says.
 * Any other GET that is not API or /assets/ answers index.html so client-side routes
 * (/accountants/en-ca/...) load; API paths keep their JSON 404.
 */
export default fp<SpaOptions>(
  async (app, { distDir }) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      app.log.warn(`${distDir}/index.html not found: serving the API only`);
      return;
    }
    await app.register(fastifyStatic, staticOptions(distDir));
    missingAssets(app);
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url)) {
        throw domainError('routeNotFound', { values: { method: request.method, url: request.url.split('?')[0] ?? '' } });
      }
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    });
  },
  { name: 'spa', fastify: '5.x' },
);
