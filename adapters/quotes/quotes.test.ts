import { describe, expect, it } from 'vitest';
import type { QuoteWrapper } from '../api/quote';
import { aircraftCount, approvedQuote, higherLimitAlternatives, primaryLimit, switchRefusal, type ApprovedQuotes } from './index';

/** A quote whose primary coverage has `limit`, as rating shapes it. */
function quote(id: string, limit: number, premium = limit / 1000): QuoteWrapper {
  const coverage = { plan_name: 'Combined Single Bodily Injury Including Passengers', full_premium: premium, limit: [{ amount: limit, applies_to_code: 'EACH_OCCURRENCE', text: '' }], deductible: [], coverage_option: [] };
  return {
    id,
    quote: {
      id, parent_entity_id: 'p', line_of_business_code: 'aircrafthull', full_premium_amount: premium,
      product: [{ type_code: 'AIRCRAFT_HULL_LIABILITY', coverage: [coverage] }],
      payment_options: [{ plan_desc: 'ANNUALLY', payments: [{ taxes: [], fee: [], gross_amount: premium, net_amount: premium }] }],
    },
  };
}

// given out of order: the alternatives come by limit ascending
const QUOTES = [quote('q5m', 5_000_000), quote('q1m', 1_000_000), quote('q2m', 2_000_000), quote('q100k', 100_000)];
const GOLD: ApprovedQuotes = { client: 'CANGLDWNG', status: 'CSR_APPROVED', aircraft: 1, quotes: QUOTES, acceptedQuoteId: 'q1m' };
const ids = (list: readonly QuoteWrapper[]) => list.map((q) => q.id);

describe('primaryLimit', () => {
  it('is the first coverage’s first limit, 0 for a quote without one', () => {
    expect(primaryLimit(quote('a', 2_000_000).quote)).toBe(2_000_000);
    expect(primaryLimit({ ...quote('b', 1).quote, product: [] })).toBe(0);
  });
});

describe('aircraftCount', () => {
  it('counts the aircraft list of the answers; none without one', () => {
    expect(aircraftCount({ aircraft: [{ registration: 'C-GABC' }, { registration: 'C-FXYZ' }] })).toBe(2);
    expect(aircraftCount({ aircraft: 'C-GABC' })).toBe(0);
    expect(aircraftCount({})).toBe(0);
  });
});

describe('higherLimitAlternatives (docs/requirements.md §5.8)', () => {
  it('gold wings, approved, one aircraft, several quotes: the higher limits than the accepted quote’s, smallest first', () => {
    expect(ids(higherLimitAlternatives(GOLD))).toEqual(['q2m', 'q5m']);
    expect(ids(higherLimitAlternatives({ ...GOLD, acceptedQuoteId: 'q100k' }))).toEqual(['q1m', 'q2m', 'q5m']);
  });

  it('without an accepted quote the approval stands for the first quote', () => {
    expect(approvedQuote({ quotes: QUOTES, acceptedQuoteId: null })?.id).toBe('q5m');
    expect(ids(higherLimitAlternatives({ ...GOLD, quotes: [quote('a', 1_000_000), quote('b', 2_000_000)], acceptedQuoteId: null }))).toEqual(['b']);
  });

  it('a quote of the same limit is no alternative; the highest limit has none', () => {
    const same = [quote('a', 1_000_000), quote('b', 1_000_000), quote('c', 2_000_000)];
    expect(ids(higherLimitAlternatives({ ...GOLD, quotes: same, acceptedQuoteId: 'a' }))).toEqual(['c']);
    expect(higherLimitAlternatives({ ...GOLD, acceptedQuoteId: 'q5m' })).toEqual([]);
  });

  it.each([
    ['another program', { client: 'CANWINGS' }],
    ['silver wings', { client: 'CANSILVWING' }],
    ['not approved yet', { status: 'QUOTE_ACCEPTED' }],
    ['in review', { status: 'PENDING_CSR_REVIEW' }],
    ['two aircraft', { aircraft: 2 }],
    ['no aircraft', { aircraft: 0 }],
    ['a single quote', { quotes: [quote('only', 1_000_000)], acceptedQuoteId: 'only' }],
  ] as const)('none for %s', (_case, change) => {
    expect(higherLimitAlternatives({ ...GOLD, ...change })).toEqual([]);
  });
});

describe('switchRefusal: the server’s check of a switch after approval', () => {
  const input = { client: 'CANGLDWNG', aircraft: 1, quotes: QUOTES, acceptedQuoteId: 'q1m' };
  it('allows exactly the alternatives the popup offers', () => {
    for (const q of QUOTES) expect([q.id, switchRefusal(input, q.id)]).toEqual([q.id, ['q2m', 'q5m'].includes(q.id) ? null : 'notHigher']);
  });
  it('names why: another program, not exactly one aircraft', () => {
    expect(switchRefusal({ ...input, client: 'CANACCT' }, 'q5m')).toBe('program');
    expect(switchRefusal({ ...input, aircraft: 2 }, 'q5m')).toBe('aircraft');
    expect(switchRefusal(input, 'unknown')).toBe('notHigher');
  });
});
