import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from './provider';
import { paymentRoutes } from './routes';
import { sandboxProvider } from './sandbox-provider';
import { PaymentService } from './service';

export interface PaymentsPluginOptions {
  /** the card processor; default the built-in sandbox (test cards in sandbox-provider.ts) */
  provider?: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** set only by a test standing in for the card processor (buildApp's `extra` plugins) */
    paymentProvider?: PaymentProvider;
  }
}

const payments: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  const provider = options.provider ?? (app.hasDecorator('paymentProvider') ? app.paymentProvider : undefined) ?? sandboxProvider();
  await app.register(paymentRoutes(new PaymentService(app, provider, app.log)));
};

/** Card payments behind a PaymentProvider; a success binds the policy through `transition`. */
export default fp(payments, { name: 'payments', dependencies: ['db', 'session', 'proposals', 'status', 'policies'], fastify: '5.x' });
