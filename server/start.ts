import type { FastifyInstance } from 'fastify';
import { readConfig, type AppConfig } from './config/env';
import { ensureBrowserBuild } from './http/build';
import { buildApp } from './app';
import { buildSandbox } from './payment-sandbox/server';
import { portalOrigins } from './payment-sandbox/portal-origins';

/** The sandbox payment provider on its own port, unless a real provider is configured (docs/payments.md). */
async function startSandbox(config: AppConfig): Promise<FastifyInstance | undefined> {
  const { sandboxPort, apiKey, providerUrl } = config.payments;
  if (sandboxPort === null) return undefined;
  const { app } = await buildSandbox({ apiKey, portalOrigins: portalOrigins(config), logger: { level: 'warn' } });
  try {
    await app.listen({ port: sandboxPort, host: config.host });
  } catch (err) {
    await app.close();
    throw new Error(`The payment sandbox could not listen on port ${sandboxPort} (${(err as Error).message}); set PAYMENT_SANDBOX_PORT to a free port.`);
  }
  console.log(`Payment sandbox provider at ${providerUrl} (test card 4242 4242 4242 4242)`);
  return app;
}

/** Boots the app and the sandbox provider: build the browser app if stale, listen, shut both down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  ensureBrowserBuild(process.cwd(), config.distDir, (msg) => console.log(msg));
  const sandbox = await startSandbox(config);
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  // every interface: show one that works from this machine; an IPv6 address goes in brackets
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Portal ready at http://${shown}:${config.port}/ (API docs at /docs, database: ${app.dbKind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining in-flight requests, then closing the database and the payment sandbox`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await sandbox?.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
