import type { FastifyInstance } from 'fastify';
import { readConfig, type AppConfig } from './config/env';
import { ensureBrowserBuild } from './http/build';
import { buildApp } from './app';
import { buildSandbox } from './payment-sandbox/server';
import { portalOrigins } from './payment-sandbox/portal-origins';
import { startStaffProvider, type StaffProvider } from './staff-provider/server';
import { DEMO_STAFF } from './staff-provider/directory';
import { STAFF_CALLBACK_PATH } from './staff-sign-in/routes';

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

/**
 * The embedded staff identity provider on its own port, unless OIDC_ISSUER names the corporate one
 * (docs/server.md "Staff sign-in"). It accepts the portal's callback on the public URL, or on the
 * portal's port at localhost and 127.0.0.1.
 */
async function startStaffSignIn(config: AppConfig): Promise<StaffProvider | undefined> {
  const { devPort, clientId, clientSecret, publicUrl } = config.staffSignIn;
  if (devPort === null) return undefined;
  const origins = publicUrl ? [publicUrl] : [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
  try {
    const provider = await startStaffProvider({
      port: devPort,
      host: config.host,
      staff: DEMO_STAFF,
      clientId,
      clientSecret,
      redirectUris: () => origins.map((origin) => `${origin}${STAFF_CALLBACK_PATH}`),
    });
    console.log(`Staff sign-in provider at ${provider.issuer} (employee number E100001, password of the demo accounts)`);
    return provider;
  } catch (err) {
    throw new Error(`The staff sign-in provider could not listen on port ${devPort} (${(err as Error).message}); set OIDC_DEV_PORT to a free port.`);
  }
}

/** Boots the app, the sandbox payment provider and the staff provider: build the browser app if stale, listen, shut them all down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  ensureBrowserBuild(process.cwd(), config.distDir, (msg) => console.log(msg));
  const sandbox = await startSandbox(config);
  const staffProvider = await startStaffSignIn(config);
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  // every interface: show one that works from this machine; an IPv6 address goes in brackets
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Portal ready at http://${shown}:${config.port}/ (API docs at /docs, database: ${app.dbKind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining in-flight requests, then closing the database, the payment sandbox and the staff provider`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await sandbox?.close();
      await staffProvider?.close();
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
