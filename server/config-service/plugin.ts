import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { compileLayout } from '../../adapters/compile';
import { installRuntimeCompiler } from '../../adapters/validators/ajv';
import { readComponents } from './components';
import { ConfigService } from './config-service';
import { LayoutStore, type ReloadResult } from './layout-store';
import { readProgramLayouts } from './layout-source';
import configRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** program layouts and journeys, compiled on demand and cached per layout version */
    layouts: LayoutStore;
    configService: ConfigService;
    /** re-reads the layout files here and tells every other instance sharing the database to */
    reloadLayouts(): Promise<ReloadResult>;
  }
}

export interface ConfigPluginOptions {
  programsDir: string;
}

const COMPONENTS_DIR = fileURLToPath(new URL('../../schemas/config', import.meta.url));
const RELOAD_CHANNEL = 'layouts_reload';

/** Layout store + config service. Broken layout files are logged and not served; the rest are. */
export default fp<ConfigPluginOptions>(
  async (app, options) => {
    // the server validates with Ajv compiled at run time; the browser imports generated modules (server/validators)
    installRuntimeCompiler();
    const store = new LayoutStore(() => readProgramLayouts(options.programsDir), compileLayout);
    const result = await store.reload();
    for (const p of result.problems) app.log.warn({ file: p.file, path: p.path }, `layout problem, page not served: ${p.message}`);
    app.log.info({ pages: result.pages, journeys: result.journeys }, 'layouts loaded');
    app.decorate('layouts', store);
    app.decorate('configService', new ConfigService(store, readComponents(COMPONENTS_DIR)));

    // behind a load balancer a reload reaches one instance: it tells the others through the database
    const instance = randomUUID();
    const reload = async (why: string) => {
      const r = await store.reload();
      for (const p of r.problems) app.log.warn({ file: p.file, path: p.path }, `layout problem: ${p.message}`);
      app.log.info({ pages: r.pages, journeys: r.journeys, why }, 'layouts reloaded');
      return r;
    };
    await app.notifications.listen(RELOAD_CHANNEL, (from) => {
      if (from === instance) return;
      reload(from === null ? 'reconnected to the database, a reload may have been missed' : 'another instance reloaded').catch((err: unknown) =>
        app.log.error({ err }, 'layouts reload failed'),
      );
    });
    app.decorate('reloadLayouts', async () => {
      const r = await reload('reload requested here');
      await app.notifications.notify(RELOAD_CHANNEL, instance);
      return r;
    });
    await app.register(configRoutes);
  },
  { name: 'config-service', dependencies: ['db', 'session', 'errors'], fastify: '5.x' },
);
