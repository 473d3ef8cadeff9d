import { describe, expect, it } from 'vitest';
import type { Journey } from '../types';
import { isQuoteRoute, isRatedRoute, nextIsQuote } from './index';
import { journey } from './testing/example-journey';

describe('quote routes', () => {
  it('are quote and quote-final', () => {
    expect(['quote', 'quote-final', 'quote-summary', 'review'].map(isQuoteRoute)).toEqual([true, true, false, false]);
  });

  it('come next after the last step the application type walks', () => {
    expect(nextIsQuote(journey, 'coverage-eo', 'NEW')).toBe(true);
    expect(nextIsQuote(journey, 'secret-step', 'NEW')).toBe(false);
    expect(nextIsQuote(journey, 'secret-step', 'RENEWAL')).toBe(true);
    expect(nextIsQuote(journey, 'quote', 'NEW')).toBe(false);
  });
});

describe('isRatedRoute', () => {
  const rated = { client: 'X', program_path: 'x', links: ['info', 'limit', 'quote-final', 'after'].map((route_name) => ({ route_name })) } as unknown as Journey;
  it('rates the pages before the first quote page, and pages the journey does not link', () => {
    expect(['info', 'limit', 'quote-final', 'after', 'elsewhere'].map((r) => isRatedRoute(rated, r))).toEqual([true, true, false, false, true]);
    expect(isRatedRoute(undefined, 'info')).toBe(true);
  });
});
