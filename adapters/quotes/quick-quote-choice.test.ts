import { describe, expect, it } from 'vitest';
import type { QuoteWrapper } from '../api/quote';
import { quickQuoteChoice } from './quick-quote-choice';

const at = (amount: number) => ({ id: `q${amount}`, quote: { product: [{ coverage: [{ limit: [{ amount }] }] }] } }) as unknown as QuoteWrapper;

describe('quickQuoteChoice', () => {
  it('the quote at the chosen limit, else the first', () => {
    const quotes = [at(1000000), at(2000000), at(5000000)];
    expect(quickQuoteChoice(quotes, '2000000')?.id).toBe('q2000000');
    expect(quickQuoteChoice(quotes, undefined)?.id).toBe('q1000000');
    expect(quickQuoteChoice(quotes, '300')?.id).toBe('q1000000');
    expect(quickQuoteChoice([], '2000000')).toBeUndefined();
  });
});
