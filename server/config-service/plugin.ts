import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileLayout } from '../../adapters/compile';
import { installRuntimeCompiler } from '../../adapters/validators/ajv';
import { COMPONENT_NAMES, readComponents, type ComponentName } from './components';
import { ConfigService } from './config-service';
import { LayoutStore, type ReloadResult } from './layout-store';
import { readPublishedLayouts } from './layout-source';
import { seedFromFiles } from '../layout-versions/seed';
import { pageTextByLayoutHash } from '../layout-versions/store';
import { brandsConfig, errorCatalogue, sharedConfigGeneration } from '../shared-config/current';
import { servePublishedConfig } from './shared-config-source';
import type { LayoutPage } from '../../adapters/types';
import configRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** program layouts and journeys, compiled on demand and cached per layout version */
    layouts: LayoutStore;
    configService: ConfigService;
    /** publishes the layout files that changed (server/layout-versions), reloads here and tells every other instance sharing the database to */
    reloadLayouts(): Promise<ReloadResult>;
    /** reloads the published layouts here and tells every other instance sharing the database to (after a studio publish) */
    reloadPublishedLayouts(): Promise<ReloadResult>;
    /** runs `listener` after every reload of the published layouts, here or told by another instance (an area serving other published files, such as rating plans, reloads them too) */
    onLayoutsReload(listener: () => Promise<void>): void;
    /** the page as it was when it had layout hash `hash` (what a saved step keeps as content_hash), published now or before; undefined when unknown */
    layoutPageAt(client: string, route: string, hash: string): Promise<LayoutPage | undefined>;
  }
}

export interface ConfigPluginOptions {
  programsDir: string;
}

const COMPONENTS_DIR = fileURLToPath(new URL('../../schemas/config', import.meta.url));
const RELOAD_CHANNEL = 'layouts_reload';

/**
 * Layout store + config service. The store serves the published layout versions of the database;
 * the repository's layout files seed them at start and on a reload (server/layout-versions/seed.ts).
 * Broken layouts are logged and not served; the rest are.
 */
export default fp<ConfigPluginOptions>(
  async (app, options) => {
    // the server validates with Ajv compiled at run time; the browser imports generated modules (server/validators)
    installRuntimeCompiler();
    const seed = async () => {
      const seeded = await seedFromFiles(app.db, options.programsDir, COMPONENTS_DIR);
      if (seeded.published.length) app.log.info({ files: seeded.published.length }, 'layout files published as new versions');
      for (const file of seeded.skipped) app.log.warn({ file }, 'layout file not served: its name is not one the studio can carry');
    };
    await seed();
    const store = new LayoutStore(() => readPublishedLayouts(app.db, dirname(options.programsDir)), compileLayout);
    const result = await store.reload();
    for (const p of result.problems) app.log.warn({ file: p.file, path: p.path }, `layout problem, page not served: ${p.message}`);
    app.log.info({ pages: result.pages, journeys: result.journeys }, 'layouts loaded');
    app.decorate('layouts', store);
    // brandsConfig and errors are versioned (the studio publishes them); the other components are the repository's files
    const live: Partial<Record<ComponentName, () => unknown>> = { brandsConfig, errors: errorCatalogue };
    const files = readComponents(COMPONENTS_DIR, COMPONENT_NAMES.filter((name) => !live[name]));
    app.decorate('configService', new ConfigService(store, { get: (name) => live[name]?.() ?? files[name], generation: sharedConfigGeneration }));
    const serveConfig = () => servePublishedConfig(app.db, store.clients(), app.log);
    await serveConfig();

    // behind a load balancer a reload reaches one instance: it tells the others through the database
    const instance = randomUUID();
    const listeners: (() => Promise<void>)[] = [];
    app.decorate('onLayoutsReload', (listener: () => Promise<void>) => {
      listeners.push(listener);
    });
    const reload = async (why: string) => {
      const r = await store.reload();
      for (const p of r.problems) app.log.warn({ file: p.file, path: p.path }, `layout problem: ${p.message}`);
      app.log.info({ pages: r.pages, journeys: r.journeys, why }, 'layouts reloaded');
      await serveConfig();
      for (const listener of listeners) await listener();
      return r;
    };
    await app.notifications.listen(RELOAD_CHANNEL, (from) => {
      if (from === instance) return;
      reload(from === null ? 'reconnected to the database, a reload may have been missed' : 'another instance reloaded').catch((err: unknown) =>
        app.log.error({ err }, 'layouts reload failed'),
      );
    });
    const reloadEverywhere = async (why: string) => {
      const r = await reload(why);
      await app.notifications.notify(RELOAD_CHANNEL, instance);
      return r;
    };
    app.decorate('reloadLayouts', async () => {
      await seed();
      return reloadEverywhere('reload requested here');
    });
    app.decorate('reloadPublishedLayouts', () => reloadEverywhere('layouts published in the studio'));

    // a page's text for a layout hash never changes (the hash is of its content): kept once read
    const earlier = new Map<string, LayoutPage | null>();
    app.decorate('layoutPageAt', async (client: string, route: string, hash: string) => {
      const current = store.page(client, route);
      if (current?.hash === hash) return current.page;
      const key = `${client}/${route}/${hash}`;
      if (!earlier.has(key)) {
        const text = await pageTextByLayoutHash(app.db, `programs/${client}/pages/${route}.json`, hash);
        if (earlier.size >= 500) earlier.delete(earlier.keys().next().value!);
        earlier.set(key, text === undefined ? null : compilable(JSON.parse(text) as LayoutPage, client));
      }
      return earlier.get(key) ?? undefined;
    });
    await app.register(configRoutes);
  },
  { name: 'config-service', dependencies: ['db', 'session', 'errors'], fastify: '5.x' },
);

/** A page that was served once compiles; one that no longer does (the compiler changed since) is not used. */
function compilable(page: LayoutPage, program: string): LayoutPage | null {
  try {
    compileLayout(page, { locale: 'en-CA', program, applicationType: 'NEW', role: 'csr' });
    return page;
  } catch {
    return null;
  }
}
