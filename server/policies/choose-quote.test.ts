import { describe, expect, it } from 'vitest';
import { chooseQuote } from './choose-quote';
import { policyTerm } from './term';
import type { QuoteWrapper } from '../../adapters/api';

const q = (id: string) => ({ id, quote: { id } }) as unknown as QuoteWrapper;

describe('chooseQuote', () => {
  const quotes = [q('a'), q('b'), q('c')];
  it('takes the accepted quote, else the named one, else the first', () => {
    expect(chooseQuote(quotes, 'b', 'b')).toEqual({ ok: true, quote: quotes[1] });
    expect(chooseQuote(quotes, undefined, 'b')).toEqual({ ok: true, quote: quotes[1] });
    expect(chooseQuote(quotes, 'c', null)).toEqual({ ok: true, quote: quotes[2] });
    expect(chooseQuote(quotes, '', null)).toEqual({ ok: true, quote: quotes[0] });
  });
  it('refuses another quote than the accepted one', () => {
    expect(chooseQuote(quotes, 'c', 'b')).toEqual({ ok: false, reason: 'not-accepted' });
  });
  it('refuses a quote of another proposal and a proposal without quotes', () => {
    expect(chooseQuote(quotes, 'zzz', null)).toEqual({ ok: false, reason: 'unknown' });
    expect(chooseQuote([], undefined, null)).toEqual({ ok: false, reason: 'none' });
  });
});

describe('policyTerm', () => {
  it('uses the answered dates, or one year from the begin date', () => {
    expect(policyTerm({ coverage_begin_date: '2026-03-01', coverage_end_date: '2027-01-01' })).toEqual({ effective: '2026-03-01', expiration: '2027-01-01' });
    expect(policyTerm({ coverage_begin_date: '2028-02-29' })).toEqual({ effective: '2028-02-29', expiration: '2029-02-28' });
    expect(policyTerm({})).toEqual({ effective: null, expiration: null });
  });
});
