import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from './provider';
import { cancelCardOnCheque } from './cheque-chosen';
import { paymentRoutes } from './routes';
import { sandboxClient } from './sandbox-client';
import { PaymentService } from './service';

export interface PaymentsPluginOptions {
  /** the card processor; default the sandbox provider at `payments.providerUrl` (docs/payments.md) */
  provider?: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** set only by a test standing in for the card processor (buildApp's `extra` plugins) */
    paymentProvider?: PaymentProvider;
  }
}

const payments: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  const provider = options.provider ?? (app.hasDecorator('paymentProvider') ? app.paymentProvider : undefined) ?? sandboxClient(app.appConfig.payments);
  app.onStatusChange(cancelCardOnCheque);
  await app.register(paymentRoutes(new PaymentService(app, provider, app.log)));
};

/** Card payments behind a PaymentProvider; a success binds the policy through `transition`; choosing a cheque cancels the open card transaction. */
export default fp(payments, { name: 'payments', dependencies: ['db', 'session', 'proposals', 'policies'], fastify: '5.x' });
