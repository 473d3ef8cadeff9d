import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { domainError } from '../errors/domain-error';
import { API } from '../http/paths';
import { requestLocale } from '../i18n/locale';
import { transactionReply } from './schemas';
import { toReply, type PaymentService } from './service';
import {
  getPaymentBodySchema, startPaymentBodySchema, updatePaymentBodySchema,
  type GetPaymentBody, type StartPaymentBody, type UpdatePaymentBody,
} from '../../adapters/api';

/** The page that will frame the hosted fields: the caller's Origin, else this server as the caller reached it. */
function parentOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** Card data has no business here (docs/payments.md): the old body shape is refused by name, not silently dropped. */
async function refuseCardData(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body !== null && typeof body === 'object' && Object.hasOwn(body, 'card')) {
    throw domainError('cardDataRefused', { values: { field: 'card' } });
  }
}

/** The payment calls (docs/requirements.md §12.4; bodies: docs/payments.md "Routes"). */
export function paymentRoutes(service: PaymentService): FastifyPluginAsync {
  return async (app) => {
    const tags = ['payments'];
    // the session is checked before the body is read
    const who = { onRequest: app.requireCan('workOnOwnApplication', 'workOnAnyApplication') };

    app.post<{ Body: StartPaymentBody }>(`${API}/savePaymentTransaction`, {
      ...who,
      schema: {
        tags,
        summary: 'Start a card payment of a policy (PAYMENT_STARTED), or the one already open (200), with the hosted card fields to frame',
        body: startPaymentBodySchema,
        response: transactionReply,
      },
      handler: async (request, reply) => {
        const { transaction, created } = await service.start(request.user!, request.body.policy_id);
        const fields = service.hostedFields({ locale: requestLocale(request), parentOrigin: parentOrigin(request) });
        return reply.code(created ? 201 : 200).send(toReply(transaction, fields));
      },
    });

    app.post<{ Body: UpdatePaymentBody }>(`${API}/updatePaymentTransaction`, {
      ...who,
      preValidation: refuseCardData,
      schema: {
        tags,
        summary: 'Charge a token once (PAYMENT_SUCCESS; 402 declined; 409 already claimed, with its state) or cancel (PAYMENT_CANCEL)',
        body: updatePaymentBodySchema,
        response: transactionReply,
      },
      handler: async (request) => {
        const { transaction_id, token } = request.body;
        const t = token ? await service.charge(request.user!, transaction_id, token) : await service.cancel(request.user!, transaction_id);
        return toReply(t);
      },
    });

    app.post<{ Body: GetPaymentBody }>(`${API}/getPaymentTransaction`, {
      ...who,
      schema: { tags, summary: 'A payment transaction', body: getPaymentBodySchema, response: transactionReply },
      handler: async (request) => toReply(await service.get(request.user!, request.body.transaction_id)),
    });
  };
}
