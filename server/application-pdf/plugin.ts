import fp from 'fastify-plugin';
import { applicationPdfRoutes } from './routes';
import { ApplicationPdfService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the application PDF: `onMade` for the areas that act on a new one (the delivery outbox), `fileById` to draw one */
    applicationPdf: ApplicationPdfService;
  }
}

/** The application PDF (docs/requirements.md §6.7): made by the status changes of a final quote, downloaded by the applicant and staff. */
export default fp(
  async (app) => {
    const service = new ApplicationPdfService(app.db, app.layouts);
    app.decorate('applicationPdf', service);
    app.onStatusChange(service.onStatusChange);
    await app.register(applicationPdfRoutes(service));
  },
  { name: 'application-pdf', dependencies: ['db', 'session', 'config-service', 'errors', 'proposals'], fastify: '5.x' },
);
