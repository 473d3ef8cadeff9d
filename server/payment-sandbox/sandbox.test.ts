/**
 * The sandbox provider over real HTTP: hosted fields page, tokenization, charges with their
 * declines, the API key, idempotency and single-use tokens (docs/payments.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalOrigins } from './portal-origins';
import { startSandbox, type RunningSandbox } from './testing';

const PORTAL = 'http://127.0.0.1:8080';
let today = new Date('2026-05-15T12:00:00Z');
let sb: RunningSandbox;

beforeAll(async () => {
  sb = await startSandbox({ portalOrigins: [PORTAL], now: () => today });
});
afterAll(() => sb?.close());

const charge = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await fetch(`${sb.url}/v1/charges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sb.apiKey}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as Record<string, unknown> };
};
let keys = 0;
const key = () => `key-${++keys}`;
const pay = async (number: string, card = {}) => charge({ amount: 196900, currency: 'CAD', token: await sb.token(number, card) }, { 'idempotency-key': key() });

describe('hosted fields page', () => {
  it('is framed only by the portal origin that asked, with its own script and no inline one', async () => {
    const res = await fetch(`${sb.url}/hosted-fields?locale=fr-CA&parent=${encodeURIComponent(PORTAL)}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${PORTAL}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<label for="number">Numéro de carte</label>');
    expect(html).toContain(`data-parent-origin="${PORTAL}"`);
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/hosted-fields.js" defer>']);
    const en = await (await fetch(`${sb.url}/hosted-fields?locale=en-CA&parent=${encodeURIComponent(PORTAL)}`)).text();
    expect(en).toContain('<label for="cvc">Security code (CVC)</label>');
  });

  it('refuses a parent that is not a portal origin', async () => {
    for (const parent of ['https://evil.example', `${PORTAL}/path`, '']) {
      const res = await fetch(`${sb.url}/hosted-fields?locale=en-CA&parent=${encodeURIComponent(parent)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('serves its script and style', async () => {
    const js = await fetch(`${sb.url}/hosted-fields.js`);
    expect([js.status, js.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(await js.text()).toContain('postMessage');
    expect((await fetch(`${sb.url}/hosted-fields.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});

describe('tokenization', () => {
  const tokenize = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${sb.url}/v1/tokens`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('gives a single-use token with brand and last 4, never the number', async () => {
    const res = await tokenize({ number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2030, cvc: '123' }, { origin: sb.url });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ token: expect.stringMatching(/^tok_[0-9a-f]{24}$/), brand: 'visa', last4: '4242' });
  });

  it('names the fields that are wrong: Luhn, expiry, security code', async () => {
    const res = await tokenize({ number: '4242424242424241', expiry_month: 13, expiry_year: 2030, cvc: '12' });
    expect([res.status, await res.json()]).toEqual([400, { status: 'error', code: 'invalid_card', fields: ['number', 'expiry', 'cvc'] }]);
  });

  it('refuses a request from another origin', async () => {
    const res = await tokenize({ number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' }, { origin: PORTAL });
    expect(res.status).toBe(403);
  });
});

describe('charges', () => {
  it('requires the API key and an idempotency key', async () => {
    const token = await sb.token('4242424242424242');
    const body = { amount: 100, currency: 'CAD', token };
    expect((await charge(body, { authorization: '', 'idempotency-key': key() })).status).toBe(401);
    expect((await charge(body, { authorization: 'Bearer wrong', 'idempotency-key': key() })).status).toBe(401);
    expect(await charge(body)).toMatchObject({ status: 400, body: { code: 'idempotency_key_required' } });
    expect(sb.ledger.succeeded).toHaveLength(0);
    // the refused calls did not use the token
    expect((await charge(body, { 'idempotency-key': key() })).status).toBe(200);
  });

  it('succeeds with 4242… and declines the test cards and past expiry dates', async () => {
    expect(await pay('4242424242424242')).toMatchObject({ status: 200, body: { status: 'succeeded', id: expect.stringMatching(/^ch_/), amount: 196900, brand: 'visa', last4: '4242' } });
    expect(await pay('4000000000000002')).toMatchObject({ status: 402, body: { status: 'declined', code: 'card_declined', last4: '0002' } });
    expect(await pay('4000000000009995')).toMatchObject({ status: 402, body: { status: 'declined', code: 'insufficient_funds' } });
    expect(await pay('4000000000000069')).toMatchObject({ status: 402, body: { status: 'declined', code: 'expired_card' } });
    expect(await pay('5555555555554444', { expiry_month: 4, expiry_year: 2026 })).toMatchObject({ status: 402, body: { code: 'expired_card', brand: 'mastercard' } });
    expect(await pay('5555555555554444', { expiry_month: 5, expiry_year: 2026 })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  });

  it('answers the same key with the same result and charges once, even when asked at the same time', async () => {
    const before = sb.ledger.succeeded.length;
    const body = { amount: 5000, currency: 'CAD', token: await sb.token('4242424242424242') };
    const k = key();
    const replies = await Promise.all(Array.from({ length: 10 }, () => charge(body, { 'idempotency-key': k })));
    expect(new Set(replies.map((r) => JSON.stringify([r.status, r.body])))).toHaveLength(1);
    expect(replies.filter((r) => r.replayed === 'true')).toHaveLength(9);
    expect(sb.ledger.succeeded.length - before).toBe(1);
    // a decline is answered again as well, and the key cannot be reused for another request
    const declined = { amount: 5000, currency: 'CAD', token: await sb.token('4000000000000002') };
    const k2 = key();
    expect((await charge(declined, { 'idempotency-key': k2 })).body).toEqual((await charge(declined, { 'idempotency-key': k2 })).body);
    expect(await charge({ ...body, amount: 6000 }, { 'idempotency-key': k })).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
  });

  it('uses a token once, and not after 15 minutes', async () => {
    const token = await sb.token('4242424242424242');
    expect((await charge({ amount: 100, currency: 'CAD', token }, { 'idempotency-key': key() })).status).toBe(200);
    expect(await charge({ amount: 100, currency: 'CAD', token }, { 'idempotency-key': key() })).toMatchObject({ status: 400, body: { code: 'token_used' } });
    expect(await charge({ amount: 100, currency: 'CAD', token: 'tok_unknown' }, { 'idempotency-key': key() })).toMatchObject({ status: 400, body: { code: 'token_invalid' } });
    const old = await sb.token('4242424242424242');
    today = new Date(today.getTime() + 16 * 60_000);
    expect(await charge({ amount: 100, currency: 'CAD', token: old }, { 'idempotency-key': key() })).toMatchObject({ status: 400, body: { code: 'token_expired' } });
  });

  it('refuses amounts that are not whole cents and currencies other than CAD', async () => {
    const token = await sb.token('4242424242424242');
    expect(await charge({ amount: 10.5, currency: 'CAD', token }, { 'idempotency-key': key() })).toMatchObject({ status: 400, body: { code: 'invalid_amount' } });
    expect(await charge({ amount: 100, currency: 'USD', token }, { 'idempotency-key': key() })).toMatchObject({ status: 400, body: { code: 'invalid_currency' } });
  });
});

describe('portal origins', () => {
  it('are the loopback names on the portal port, its own host and the allowed origins', () => {
    expect(portalOrigins({ host: '127.0.0.1', port: 8080, allowedOrigins: ['http://localhost:5173'] })).toEqual([
      'http://127.0.0.1:8080', 'http://localhost:8080', 'http://localhost:5173',
    ]);
    expect(portalOrigins({ host: 'portal.internal', port: 80, allowedOrigins: [] })).toContain('http://portal.internal');
  });
});
