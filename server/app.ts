import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config/env';
import '../adapters/i18n/messages'; // every locale's messages, for t() in replies, mails and validation
import errors from './errors/plugin';
import drain from './http/drain';
import requestLog from './http/request-log';
import { requestIdOf } from './http/request-id';
import docs from './http/docs';
import securityHeaders from './http/security-headers';
import textGuard from './http/text-guard';
import routeGuard from './http/route-guard';
import db from './db/plugin';
import session from './session/plugin';
import config from './config-service/plugin';
import demo from './demo/plugin';
import health from './http/health';
import spa from './http/spa';
import { prerenderFirstStep } from './first-paint/first-paint';
import { FEATURE_PLUGINS } from './plugins';
import { pinServerToday } from './clock/today';

declare module 'fastify' {
  interface FastifyInstance {
    /** the configuration the app was started with */
    appConfig: AppConfig;
  }
}

const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));

/** The whole app as one plugin: platform first, then the feature areas of plugins.ts, then the browser app. */
export const app: FastifyPluginAsync<{ config: AppConfig }> = async (fastify, { config: cfg }) => {
  fastify.decorate('appConfig', cfg);
  await fastify.register(requestLog);
  await fastify.register(drain);
  await fastify.register(errors);
  await fastify.register(securityHeaders, { paymentOrigin: new URL(cfg.payments.providerUrl).origin });
  await fastify.register(routeGuard);
  await fastify.register(textGuard);
  await fastify.register(docs);
  await fastify.register(db, {
    databaseUrl: cfg.databaseUrl,
    dataDir: cfg.dataDir,
    schema: cfg.dbSchema,
    template: cfg.dbTemplate,
    poolSize: cfg.dbPoolSize,
    serverDir: SERVER_DIR,
  });
  await fastify.register(session, {
    sessionMinutes: cfg.sessionMinutes,
    sessionRememberDays: cfg.sessionRememberDays,
    sessionIdleMinutes: cfg.sessionIdleMinutes,
    idleTest: cfg.idleTest,
    sessionsPerUser: cfg.sessionsPerUser,
    allowedOrigins: cfg.allowedOrigins,
  });
  await fastify.register(config, { programsDir: cfg.programsDir });
  if (cfg.seedDemo) await fastify.register(demo);
  for (const feature of FEATURE_PLUGINS) {
    await fastify.register(feature.plugin, feature.options?.(cfg) ?? {});
  }
  await fastify.register(health);
  await fastify.register(spa, { distDir: cfg.distDir, prerender: prerenderFirstStep(fastify) });
};

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** A Fastify instance with the app registered and ready (not listening). */
export async function buildApp(
  cfg: AppConfig,
  logger: boolean | object = { level: cfg.logLevel },
  /** registered before the app's own plugins, e.g. a test's stand-in for another area */
  extra: FastifyPluginAsync[] = [],
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger,
    // a hop count as the function Fastify builds from it (its types omit the number form)
    trustProxy: typeof cfg.trustProxy === 'number' ? trustHops(cfg.trustProxy) : cfg.trustProxy,
    bodyLimit: cfg.bodyLimit,
    return503OnClosing: true,
    // the browser's request_id header when well formed (server/http/request-id.ts)
    genReqId: requestIdOf,
    // server/http/request-log.ts writes one line per request instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    // PGlite boots its WASM PostgreSQL and runs migrations inside the db plugin: allow a slow machine
    pluginTimeout: 120_000,
  });
  pinServerToday(cfg.testToday);
  for (const plugin of extra) await fastify.register(plugin);
  // unwrapped so the app's decorators (db, layouts, ...) are reachable from the instance
  await fastify.register(fp(app, { name: 'app' }), { config: cfg });
  await fastify.ready();
  return fastify;
}
