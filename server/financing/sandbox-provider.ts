import { randomUUID } from 'node:crypto';
import { FinanceProviderError, type FinanceProvider, type FinanceRequest, type FinanceResult } from './provider';

/**
 * The sandbox finance provider (docs/payments.md "Premium financing"), in process and in memory:
 * it accepts every agreement and keeps the answer per idempotency key, as a real provider does, so
 * a key asked again answers the same agreement, and a key reused for different terms is refused.
 */
export function sandboxFinanceProvider(): FinanceProvider & { agreements(): number } {
  const answered = new Map<string, { terms: string; result: FinanceResult }>();
  return {
    name: 'sandbox-finance',
    agreements: () => [...answered.values()].filter((a) => a.result.status === 'accepted').length,
    async accept(request: FinanceRequest): Promise<FinanceResult> {
      const { idempotencyKey, ...rest } = request;
      const terms = JSON.stringify(rest);
      const known = answered.get(idempotencyKey);
      if (known) {
        if (known.terms !== terms) throw new FinanceProviderError('idempotency_key_reused');
        return known.result;
      }
      const result: FinanceResult = { status: 'accepted', reference: `fin_${randomUUID().replaceAll('-', '').slice(0, 20)}` };
      answered.set(idempotencyKey, { terms, result });
      return result;
    },
  };
}
