import fp from 'fastify-plugin';
import { quickQuoteRoutes } from './routes';
import { QuickQuoteService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the quick quote of a request, the pilot registration keeps, and the hand-off to the new customer's application */
    quickQuotes: QuickQuoteService;
  }
}

/** Quick quote (docs/requirements.md §2.12): a visitor's quote before registering, then their application. */
export default fp(
  async (app) => {
    const service = new QuickQuoteService(app);
    app.decorate('quickQuotes', service);
    await app.register(quickQuoteRoutes(service));
  },
  { name: 'quick-quote', dependencies: ['db', 'config-service', 'rating', 'proposals'], fastify: '5.x' },
);
