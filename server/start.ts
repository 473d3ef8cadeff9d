import { readConfig } from './config/env';
import { ensureBrowserBuild } from './http/build';
import { buildApp } from './app';

/** Boots the app: build the browser app if stale, listen, shut down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  ensureBrowserBuild(process.cwd(), config.distDir, (msg) => console.log(msg));
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  // every interface: show one that works from this machine; an IPv6 address goes in brackets
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Portal ready at http://${shown}:${config.port}/ (API docs at /docs, database: ${app.dbKind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining in-flight requests, then closing the database`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
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
