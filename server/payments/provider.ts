import type { CardBrand } from './card';

/** What the server hands a provider for one charge. The card is in memory for this call only. */
export interface ChargeRequest {
  /** dollars, 2 decimals */
  amount: number;
  currency: 'CAD';
  /** our transaction id, so a provider can refuse a double charge */
  reference: string;
  card: { number: string; expiry_month: number; expiry_year: number; cvc: string };
}

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card';

/** What may be kept of a charge: never the card number. */
export type ChargeResult =
  | { ok: true; token: string; brand: CardBrand; last4: string }
  | { ok: false; code: DeclineCode; brand: CardBrand; last4: string };

/** A card processor. The built-in one is the sandbox; a real one implements the same. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
