import fp from 'fastify-plugin';
import routes from './routes';

/** The shell's server side: the language an applicant is offered first (docs/requirements.md §9.5). */
export default fp(
  async (app) => {
    await app.register(routes);
  },
  { name: 'shell', dependencies: ['db', 'session'], fastify: '5.x' },
);
