import type { Locale } from '../../adapters/types';
import type { HostedFields } from '../../adapters/api';

/**
 * What our server asks of a card processor (docs/payments.md "Plugging in a real provider").
 * The card itself never reaches us: the browser gets a single-use token from the provider's
 * hosted fields, and we charge that token.
 */
export interface ChargeRequest {
  /** dollars, 2 decimals */
  amount: number;
  currency: 'CAD';
  /** the single-use token the provider's hosted fields gave the browser */
  token: string;
  /** our transaction id: the same key must never be charged twice */
  idempotencyKey: string;
}

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card';
/** the token cannot be charged: unknown, already used or too old (the caller's to fix: enter the card again) */
export type TokenProblem = 'token_invalid' | 'token_used' | 'token_expired';

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; brand: string; last4: string }
  | { status: 'declined'; code: DeclineCode; brand: string; last4: string }
  | { status: 'rejected'; code: TokenProblem };

/**
 * The provider could not give an answer. `charged: 'no'` when nothing can have been charged
 * (refused before the charge, e.g. a wrong API key or connection refused); `'unknown'` when the
 * request may have reached it (timeout, 5xx): the same key is asked again later.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly charged: 'no' | 'unknown',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface PaymentProvider {
  readonly name: string;
  /** the hosted fields page for a payment page on `parentOrigin`, worded in `locale` */
  hostedFields(options: { locale: Locale; parentOrigin: string }): HostedFields;
  /** resolves with the outcome, or throws ProviderError when there is none */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
