import fp from 'fastify-plugin';
import routes from './routes';
import { ValidatorModules } from './validator-modules';

declare module 'fastify' {
  interface FastifyInstance {
    /** the layout pages' validator modules, generated on first request per page version */
    validatorModules: ValidatorModules;
  }
}

/** GET /validators: the browser's validators, generated ahead of its use (docs/architecture.md "Rules and validation"). */
export default fp(
  async (app) => {
    app.decorate('validatorModules', new ValidatorModules(app.layouts));
    await app.register(routes);
  },
  { name: 'validators', dependencies: ['config-service', 'errors'], fastify: '5.x' },
);
