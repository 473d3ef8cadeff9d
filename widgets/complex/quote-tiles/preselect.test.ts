import { describe, expect, it } from 'vitest';
import { isBelowPriorTerm, preselectQuote, sortQuotesByLimit, type QuoteTile } from './preselect';

const q = (id: string, limitAmount: number): QuoteTile => ({ id, limitAmount, fullPremium: limitAmount / 1000 });
const three = [q('c', 3_000_000), q('a', 1_000_000), q('b', 2_000_000)];

describe('preselectQuote (docs/requirements.md §5.5)', () => {
  it('orders by limit ascending', () => {
    expect(sortQuotesByLimit(three).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
  it('picks the second by limit when there are more than two quotes', () => {
    expect(preselectQuote(three)).toBe('b');
  });
  it('picks the first by limit when there are one or two quotes', () => {
    expect(preselectQuote([q('y', 2_000_000), q('x', 1_000_000)])).toBe('x');
    expect(preselectQuote([q('only', 500_000)])).toBe('only');
  });
  it('keeps the previously selected quote', () => {
    expect(preselectQuote(three, { previousSelectedId: 'c' })).toBe('c');
    expect(preselectQuote(three, { previousSelectedId: 'gone' })).toBe('b');
  });
  it('lets a prior-term limit above 0 win, even over a previous selection', () => {
    expect(preselectQuote(three, { priorTermLimit: 3_000_000 })).toBe('c');
    expect(preselectQuote(three, { priorTermLimit: 1_000_000, previousSelectedId: 'c' })).toBe('a');
    expect(preselectQuote(three, { priorTermLimit: 0 })).toBe('b');
    expect(preselectQuote(three, { priorTermLimit: 4_000_000 })).toBe('b');
  });
  it('uses a program preferred limit when nothing else decides', () => {
    expect(preselectQuote(three, { preferredLimit: 1_000_000 })).toBe('a');
    expect(preselectQuote(three, { preferredLimit: 1_000_000, previousSelectedId: 'c' })).toBe('c');
  });
  it('has nothing to select without quotes', () => {
    expect(preselectQuote([])).toBeUndefined();
  });
  it('warns when the chosen limit is below the prior term', () => {
    expect(isBelowPriorTerm(q('a', 1_000_000), 2_000_000)).toBe(true);
    expect(isBelowPriorTerm(q('b', 2_000_000), 2_000_000)).toBe(false);
    expect(isBelowPriorTerm(q('a', 1_000_000), 0)).toBe(false);
  });
});
