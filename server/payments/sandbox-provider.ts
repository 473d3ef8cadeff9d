import { randomBytes } from 'node:crypto';
import { cardBrand, isExpired } from './card';
import type { ChargeRequest, ChargeResult, DeclineCode, PaymentProvider } from './provider';

/**
 * Test cards of the sandbox (the usual processor test numbers):
 * every Luhn-valid number succeeds except these.
 */
export const SANDBOX_DECLINES: Readonly<Record<string, DeclineCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

/** Charges nothing; answers like a processor would. `today` is injectable for expiry tests. */
export function sandboxProvider(today: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',
    async charge({ card }: ChargeRequest): Promise<ChargeResult> {
      const brand = cardBrand(card.number);
      const last4 = card.number.slice(-4);
      const declined = SANDBOX_DECLINES[card.number] ?? (isExpired(card.expiry_month, card.expiry_year, today()) ? 'expired_card' : undefined);
      if (declined) return { ok: false, code: declined, brand, last4 };
      return { ok: true, token: `sbx_${randomBytes(12).toString('hex')}`, brand, last4 };
    },
  };
}
