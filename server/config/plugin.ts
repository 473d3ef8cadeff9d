import fp from 'fastify-plugin';
import { fileURLToPath } from 'node:url';
import { compileLayout } from '../../adapters/compile';
import { readComponents } from './components';
import { ConfigService } from './config-service';
import { LayoutStore } from './layout-store';
import { readProgramLayouts } from './layout-source';
import configRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** program layouts and journeys, compiled on demand and cached per layout version */
    layouts: LayoutStore;
    configService: ConfigService;
  }
}

export interface ConfigPluginOptions {
  programsDir: string;
}

const COMPONENTS_DIR = fileURLToPath(new URL('./components', import.meta.url));

/** Layout store + config service. Broken layout files are logged and not served; the rest are. */
export default fp<ConfigPluginOptions>(
  async (app, options) => {
    const store = new LayoutStore(() => readProgramLayouts(options.programsDir), compileLayout);
    const result = await store.reload();
    for (const p of result.problems) app.log.warn({ file: p.file, path: p.path }, `layout problem, page not served: ${p.message}`);
    app.log.info({ pages: result.pages, journeys: result.journeys }, 'layouts loaded');
    app.decorate('layouts', store);
    app.decorate('configService', new ConfigService(store, readComponents(COMPONENTS_DIR)));
    await app.register(configRoutes);
  },
  { name: 'config', dependencies: ['session', 'errors'], fastify: '5.x' },
);
