import type { PaymentsConfig } from '../config/env';
import { ProviderError, type ChargeResult, type DeclineCode, type PaymentProvider, type TokenProblem } from './provider';

const DECLINES: readonly string[] = ['card_declined', 'insufficient_funds', 'expired_card'] satisfies DeclineCode[];
const TOKEN_PROBLEMS: readonly string[] = ['token_invalid', 'token_used', 'token_expired'] satisfies TokenProblem[];

/** Longer than this and the outcome is unknown; kept well under STALE_CLAIM_SECONDS (service.ts). */
export const CHARGE_TIMEOUT_MS = 20_000;

type Body = Record<string, unknown>;

function outcome(status: number, body: Body): ChargeResult | ProviderError {
  const { brand, last4, code, id } = body;
  if (status === 200 && body.status === 'succeeded' && typeof id === 'string' && typeof brand === 'string' && typeof last4 === 'string') {
    return { status: 'succeeded', chargeId: id, brand, last4 };
  }
  if (status === 402 && body.status === 'declined' && DECLINES.includes(String(code)) && typeof brand === 'string' && typeof last4 === 'string') {
    return { status: 'declined', code: code as DeclineCode, brand, last4 };
  }
  if (status === 400 && TOKEN_PROBLEMS.includes(String(code))) return { status: 'rejected', code: code as TokenProblem };
  // refused before anything was charged: a wrong key or a malformed request (our bug or our config)
  if (status === 400 || status === 401) return new ProviderError(`the payment provider refused the charge: ${status} ${String(code)}`, 'no');
  return new ProviderError(`the payment provider answered ${status} ${String(code ?? '')}`, 'unknown');
}

/**
 * The sandbox provider's API as a PaymentProvider (docs/payments.md "The sandbox provider"):
 * `POST /v1/charges` with the API key and the transaction id as Idempotency-Key.
 */
export function sandboxClient({ providerUrl, apiKey }: Pick<PaymentsConfig, 'providerUrl' | 'apiKey'>, timeoutMs = CHARGE_TIMEOUT_MS): PaymentProvider {
  const origin = new URL(providerUrl).origin;
  return {
    name: 'sandbox',
    hostedFields: ({ locale, parentOrigin }) => ({
      url: `${origin}/hosted-fields?${new URLSearchParams({ locale, parent: parentOrigin }).toString()}`,
      origin,
    }),
    async charge({ amount, currency, token, idempotencyKey }) {
      let res: Response;
      try {
        res = await fetch(`${origin}/v1/charges`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}`, 'idempotency-key': idempotencyKey },
          body: JSON.stringify({ amount: Math.round(amount * 100), currency, token }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const refused = (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
        throw new ProviderError(`the payment provider could not be reached: ${(err as Error).message}`, refused ? 'no' : 'unknown');
      }
      const body = (await res.json().catch(() => ({}))) as Body;
      const result = outcome(res.status, body);
      if (result instanceof ProviderError) throw result;
      return result;
    },
  };
}
