import { describe, expect, it } from 'vitest';
import type { Journey } from '../types';
import { isQuoteRoute, isRatedRoute, nextIsQuote, quoteStep } from './index';
import { journey, link } from './testing/example-journey';

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

  it('the quote is accepted on quote-final when the journey has one, else on quote', () => {
    const withFinal: Journey = { ...journey, links: [...journey.links, link('quote-final', 'quote')] };
    expect([quoteStep(journey, 'NEW'), quoteStep(withFinal, 'NEW'), quoteStep({ ...journey, links: journey.links.slice(0, 2) }, 'NEW')]).toEqual(['quote', 'quote-final', undefined]);
  });
});

describe('isRatedRoute', () => {
  const rated = { client: 'X', program_path: 'x', links: ['info', 'limit', 'quote-final', 'after'].map((route_name) => ({ route_name })) } as unknown as Journey;
  it('rates the pages before the first quote page, and pages the journey does not link', () => {
    expect(['info', 'limit', 'quote-final', 'after', 'elsewhere'].map((r) => isRatedRoute(rated, r))).toEqual([true, true, false, false, true]);
    expect(isRatedRoute(undefined, 'info')).toBe(true);
  });
});
