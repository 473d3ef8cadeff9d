import type { FastifyPluginAsync } from 'fastify';
import { API } from '../http/paths';
import { getBody, saveBody, transactionReply, updateBody } from './schemas';
import { toReply, type CardInput, type PaymentService } from './service';

type UpdateBody = { transaction_id: string; progress_code?: 'PAYMENT_CANCEL'; card?: CardInput };

/** The payment calls of spec 002 §7.2 (bodies are ours; the spec does not show them). */
export function paymentRoutes(service: PaymentService): FastifyPluginAsync {
  return async (app) => {
    const tags = ['payments'];
    const who = { preHandler: app.requireRole('applicant', 'csr') };

    app.post<{ Body: { policy_id: string } }>(`${API}/savePaymentTransaction`, {
      ...who,
      schema: { tags, summary: 'Start a card payment of a policy (PAYMENT_STARTED)', body: saveBody, response: transactionReply },
      handler: async (request, reply) => reply.code(201).send(toReply(await service.start(request.user!, request.body.policy_id))),
    });

    app.post<{ Body: UpdateBody }>(`${API}/updatePaymentTransaction`, {
      ...who,
      schema: {
        tags,
        summary: 'Charge a card (PAYMENT_SUCCESS, or 402 PAYMENT_FAILURE) or cancel (PAYMENT_CANCEL)',
        body: updateBody,
        response: transactionReply,
      },
      handler: async (request) => {
        const { transaction_id, card } = request.body;
        const t = card ? await service.charge(request.user!, transaction_id, card) : await service.cancel(request.user!, transaction_id);
        return toReply(t);
      },
    });

    app.post<{ Body: { transaction_id: string } }>(`${API}/getPaymentTransaction`, {
      ...who,
      schema: { tags, summary: 'A payment transaction', body: getBody, response: transactionReply },
      handler: async (request) => toReply(await service.get(request.user!, request.body.transaction_id)),
    });
  };
}
