import fp from 'fastify-plugin';
import { requestLocale } from '../i18n/locale';
import { errorReply, sendError } from './reply';

/** One error reply shape for the whole app, unknown routes included. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => sendError(error as Error, request, reply));
    app.setNotFoundHandler((request, reply) => {
      const body = errorReply(requestLocale(request), 'routeNotFound', { values: { method: request.method, url: request.url.split('?')[0] ?? '' } });
      return reply.code(body.status).send(body);
    });
  },
  { name: 'errors', fastify: '5.x' },
);
