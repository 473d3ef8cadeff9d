import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, luhnValid, normalizeCardNumber } from './card';
import { sandboxProvider } from './sandbox-provider';

describe('card helpers', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
  });
  it('names brands and drops typed spaces and dashes', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('unknown');
  });
  it('expires after the last day of the expiry month', () => {
    const today = new Date('2026-05-15T12:00:00Z');
    expect(isExpired(5, 2026, today)).toBe(false);
    expect(isExpired(4, 2026, today)).toBe(true);
    expect(isExpired(1, 2025, today)).toBe(true);
  });
});

describe('sandbox provider', () => {
  const provider = sandboxProvider(() => new Date('2026-05-15T12:00:00Z'));
  const charge = (number: string, expiry_year = 2030) =>
    provider.charge({ amount: 10, currency: 'CAD', reference: 't', card: { number, expiry_month: 12, expiry_year, cvc: '123' } });

  it('accepts 4242… and gives a token, brand and last 4 only', async () => {
    const result = await charge('4242424242424242');
    expect(result).toMatchObject({ ok: true, brand: 'visa', last4: '4242' });
    expect(result.ok && result.token).toMatch(/^sbx_[0-9a-f]{24}$/);
  });
  it('declines the test numbers and expired cards', async () => {
    expect(await charge('4000000000000002')).toEqual({ ok: false, code: 'card_declined', brand: 'visa', last4: '0002' });
    expect(await charge('4000000000009995')).toEqual({ ok: false, code: 'insufficient_funds', brand: 'visa', last4: '9995' });
    expect(await charge('5555555555554444', 2025)).toEqual({ ok: false, code: 'expired_card', brand: 'mastercard', last4: '4444' });
  });
});
