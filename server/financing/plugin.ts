import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { FinanceProvider } from './provider';
import { financeRoutes } from './routes';
import { sandboxFinanceProvider } from './sandbox-provider';
import { FinanceService } from './service';
import '../policies/db-types';

export interface FinancingPluginOptions {
  /** the finance company; default the in-process sandbox (docs/payments.md "Premium financing") */
  provider?: FinanceProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** set only by a test standing in for the finance company (buildApp's `extra` plugins) */
    financeProvider?: FinanceProvider;
  }
}

const financing: FastifyPluginAsync<FinancingPluginOptions> = async (app, options) => {
  const provider = options.provider ?? (app.hasDecorator('financeProvider') ? app.financeProvider : undefined) ?? sandboxFinanceProvider();
  await app.register(financeRoutes(new FinanceService(app, provider, app.log)));
};

/** Premium financing of an issued policy: the plan from the issued quote, accepted by the finance provider, binds the policy (FIN). */
export default fp(financing, { name: 'financing', dependencies: ['db', 'session', 'proposals', 'status', 'policies', 'payments'], fastify: '5.x' });
