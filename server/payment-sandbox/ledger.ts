import { randomBytes } from 'node:crypto';
import { cardBrand, isExpired, luhnValid, normalizeCardNumber, type CardBrand } from './card';

/**
 * The sandbox provider's books: single-use card tokens and idempotent charges, in memory
 * (docs/payments.md "The sandbox provider"). Every method is synchronous, so no two requests
 * interleave between "is this key known?" and "record it": one key is charged at most once.
 */

/** Test cards: every Luhn-valid number succeeds except these. */
export const SANDBOX_DECLINES: Readonly<Record<string, DeclineCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card';
export type CardField = 'number' | 'expiry' | 'cvc';

/** A token is good for one charge, within this time of its making. */
export const TOKEN_TTL_MS = 15 * 60_000;

export interface CardInput {
  number?: unknown;
  expiry_month?: unknown;
  expiry_year?: unknown;
  cvc?: unknown;
}

export type TokenizeResult =
  | { ok: true; token: string; brand: CardBrand; last4: string }
  | { ok: false; fields: CardField[] };

export interface ChargeInput {
  idempotencyKey: string;
  amount: unknown;
  currency: unknown;
  token: unknown;
}

/** What the charge API answers: an HTTP status and its JSON body. */
export interface ChargeReply {
  status: number;
  body: Record<string, unknown>;
  /** true when this is the stored answer of an earlier request with the same key */
  replayed?: boolean;
}

interface StoredToken {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  brand: CardBrand;
  last4: string;
  madeAt: number;
  /** the idempotency key of the charge that used it */
  usedBy: string | null;
}

interface StoredCharge {
  fingerprint: string;
  reply: ChargeReply;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Field problems of a card as typed; the expiry date being past is a decline at charge time, as with real processors. */
export function cardProblems(card: CardInput): CardField[] {
  const problems: CardField[] = [];
  const number = typeof card.number === 'string' ? normalizeCardNumber(card.number) : '';
  if (!luhnValid(number)) problems.push('number');
  const month = Number(card.expiry_month);
  const year = Number(card.expiry_year);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2099) problems.push('expiry');
  if (typeof card.cvc !== 'string' || !/^\d{3,4}$/.test(card.cvc)) problems.push('cvc');
  return problems;
}

export class SandboxLedger {
  private readonly tokens = new Map<string, StoredToken>();
  private readonly charges = new Map<string, StoredCharge>();
  /** every charge that took money, in order (tests count them) */
  readonly succeeded: { id: string; idempotencyKey: string; amount: number }[] = [];
  /** the idempotency key of every charge request received, replays included */
  readonly requests: string[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  tokenize(card: CardInput): TokenizeResult {
    const fields = cardProblems(card);
    if (fields.length > 0) return { ok: false, fields };
    const number = normalizeCardNumber(card.number as string);
    const token = id('tok');
    const stored: StoredToken = {
      number,
      expiryMonth: Number(card.expiry_month),
      expiryYear: Number(card.expiry_year),
      brand: cardBrand(number),
      last4: number.slice(-4),
      madeAt: this.now().getTime(),
      usedBy: null,
    };
    this.tokens.set(token, stored);
    return { ok: true, token, brand: stored.brand, last4: stored.last4 };
  }

  /**
   * Charges a token once per idempotency key: the same key with the same request answers the
   * stored reply and charges nothing more; the same key with another request is refused.
   */
  charge({ idempotencyKey, amount, currency, token }: ChargeInput): ChargeReply {
    this.requests.push(idempotencyKey);
    if (!Number.isInteger(amount) || (amount as number) <= 0) return problem(400, 'invalid_amount');
    if (currency !== 'CAD') return problem(400, 'invalid_currency');
    if (typeof token !== 'string' || token === '') return problem(400, 'token_invalid');
    const fingerprint = `${amount as number}|${currency}|${token}`;
    const earlier = this.charges.get(idempotencyKey);
    if (earlier) return earlier.fingerprint === fingerprint ? { ...earlier.reply, replayed: true } : problem(409, 'idempotency_key_reused');

    const card = this.tokens.get(token);
    if (!card) return problem(400, 'token_invalid');
    if (card.usedBy !== null) return problem(400, 'token_used');
    if (this.now().getTime() - card.madeAt > TOKEN_TTL_MS) return problem(400, 'token_expired');
    card.usedBy = idempotencyKey;

    const chargeId = id('ch');
    const declined = SANDBOX_DECLINES[card.number] ?? (isExpired(card.expiryMonth, card.expiryYear, this.now()) ? 'expired_card' : undefined);
    const shown = { id: chargeId, amount, currency, brand: card.brand, last4: card.last4 };
    const reply: ChargeReply = declined ? { status: 402, body: { ...shown, status: 'declined', code: declined } } : { status: 200, body: { ...shown, status: 'succeeded' } };
    this.charges.set(idempotencyKey, { fingerprint, reply });
    if (!declined) this.succeeded.push({ id: chargeId, idempotencyKey, amount: amount as number });
    return reply;
  }
}

function problem(status: number, code: string): ChargeReply {
  return { status, body: { status: 'error', code } };
}
