/** The portal's client of the sandbox provider's API, against the sandbox's own server. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../payment-sandbox/testing';
import { ProviderError } from './provider';
import { sandboxClient } from './sandbox-client';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb?.close());

const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(ProviderError);
  return (err as ProviderError).charged;
};

describe('sandbox client', () => {
  it('asked twice with one idempotency key, the provider charges once and both answers are the same charge', async () => {
    const client = sandboxClient(sb.payments);
    const request = { amount: 1437.64, currency: 'CAD' as const, token: await sb.token('4242424242424242'), idempotencyKey: 'tx-twice' };
    const [first, second] = await Promise.all([client.charge(request), client.charge(request)]);
    expect(first).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_/), brand: 'visa', last4: '4242' });
    expect(second).toEqual(first);
    expect(sb.ledger.succeeded.filter((c) => c.idempotencyKey === 'tx-twice')).toEqual([{ id: (first as { chargeId: string }).chargeId, idempotencyKey: 'tx-twice', amount: 143764 }]);
  });

  it('maps declines and token problems', async () => {
    const client = sandboxClient(sb.payments);
    const declined = await client.charge({ amount: 10, currency: 'CAD', token: await sb.token('4000000000009995'), idempotencyKey: 'tx-declined' });
    expect(declined).toEqual({ status: 'declined', code: 'insufficient_funds', brand: 'visa', last4: '9995' });
    expect(await client.charge({ amount: 10, currency: 'CAD', token: 'tok_nope', idempotencyKey: 'tx-bad-token' })).toEqual({ status: 'rejected', code: 'token_invalid' });
  });

  it('knows nothing was charged when the key is wrong or nobody listens, and cannot know after a 5xx', async () => {
    const token = await sb.token('4242424242424242');
    expect(await failure(sandboxClient({ ...sb.payments, apiKey: 'wrong' }).charge({ amount: 10, currency: 'CAD', token, idempotencyKey: 'tx-key' }))).toBe('no');
    const broken = Fastify();
    await broken.listen({ port: 0, host: '127.0.0.1' });
    const closedPort = (broken.server.address() as { port: number }).port;
    await broken.close();
    expect(await failure(sandboxClient({ providerUrl: `http://127.0.0.1:${closedPort}`, apiKey: 'k' }).charge({ amount: 10, currency: 'CAD', token, idempotencyKey: 'tx-closed' }))).toBe('no');
    const failing = Fastify();
    failing.post('/v1/charges', async (_request, reply) => reply.code(503).send({ status: 'error' }));
    await failing.listen({ port: 0, host: '127.0.0.1' });
    const address = failing.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      expect(await failure(sandboxClient({ providerUrl: url, apiKey: 'k' }).charge({ amount: 10, currency: 'CAD', token, idempotencyKey: 'tx-503' }))).toBe('unknown');
      expect(await failure(sandboxClient({ providerUrl: url, apiKey: 'k' }, 1).charge({ amount: 10, currency: 'CAD', token, idempotencyKey: 'tx-slow' }))).toBe('unknown');
    } finally {
      await failing.close();
    }
    // the refused charges did not use the token
    expect(sb.ledger.succeeded.some((c) => c.idempotencyKey.startsWith('tx-') && c.idempotencyKey !== 'tx-twice')).toBe(false);
  });

  it('points the browser at its hosted fields for a locale and parent origin', () => {
    expect(sandboxClient(sb.payments).hostedFields({ locale: 'en-CA', parentOrigin: 'http://localhost:8080' })).toEqual({
      url: `${sb.url}/hosted-fields?locale=en-CA&parent=http%3A%2F%2Flocalhost%3A8080`,
      origin: sb.url,
    });
  });
});
