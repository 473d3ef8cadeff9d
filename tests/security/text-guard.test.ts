import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { firstUnstorable, isStorableText } from '../../server/http/text-guard';
import { toErrorReply } from '../../server/errors/reply';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, keeps pairs', () => {
    expect(isStorableText('Zoë 🙂')).toBe(true);
    expect(isStorableText('a\0b')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('x\ude42')).toBe(false);
    expect(isStorableText('\ude42\ud83d')).toBe(false);
  });

  it('names the first offending value or key by its path', () => {
    expect(firstUnstorable({ a: [{ b: 'ok' }, { c: 'n\0' }] }, 'body')).toBe('body.a[1].c');
    expect(firstUnstorable({ a: { ['k\0']: 1 } }, 'body')).toBe('body.a');
    expect(firstUnstorable({ a: [1, true, null, 'fine'] }, 'body')).toBeUndefined();
    expect(firstUnstorable(undefined, 'query')).toBeUndefined();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstUnstorable(deep, 'body')).toMatch(/^body(\[0\]){100000}$/);
  });
});

describe('database data exceptions are the caller’s, not ours', () => {
  const request = { query: {}, headers: {} } as FastifyRequest;
  it('SQLSTATE class 22 → 400 with a plain message', () => {
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(toErrorReply(error, request)).toMatchObject({ status: 400, code: 10008, message: 'A value in the request cannot be stored. Check it for unusual characters or numbers that are too large.' });
  });
  it('any other database error stays a 500', () => {
    const error = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(toErrorReply(error, request)).toMatchObject({ status: 500, code: 10500 });
  });
});
