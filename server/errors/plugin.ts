import fp from 'fastify-plugin';
import { t } from '../../adapters/i18n/format';
import { requestLocale } from '../http/locale';
import { ERROR_CODE } from './codes';
import { sendError } from './reply';
import { httpStatusText } from '../../adapters/api';

/** One error reply shape for the whole app, unknown routes included. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => sendError(error as Error, request, reply));
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        status: 404,
        error: httpStatusText(404),
        message: t(requestLocale(request), 'server.errors.routeNotFound', { method: request.method, url: request.url.split('?')[0] ?? '' }),
        code: ERROR_CODE.routeNotFound,
      }),
    );
  },
  { name: 'errors', fastify: '5.x' },
);
