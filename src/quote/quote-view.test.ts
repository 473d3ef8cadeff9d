import { describe, expect, it } from 'vitest';
import type { Quote } from '../../adapters/api';
import { aircraftAnswers, commissions, preferredLimit, summarize } from './quote-view';
import { GOLD_WINGS_QUOTE } from './testing/gold-wings-quote';

const payments = (net: number, tax: number) => [
  { plan_desc: 'ANNUALLY', payments: [{ taxes: [{ type_code: 'ON_RST', amount: tax }], fee: [{ type_code: 'POLICY_FEE', amount: 25 }], net_amount: net, gross_amount: net + tax + 25 }] },
];

const goldWings = GOLD_WINGS_QUOTE;

describe('summarize', () => {
  it('lists each aircraft with its hull line (agreed value, hull deductible) and liability, then the policy’s coverages', () => {
    const answers = aircraftAnswers([{ form_elements: { aircraft: [{ registration: 'C-GABC', make_model: 'Cessna 172', model_year: 2008 }] } }]);
    const summary = summarize(goldWings, answers);
    expect(summary.aircraft).toEqual([
      {
        registration: 'C-GABC', description: 'Cessna 172, 2008',
        rows: [
          { plan: 'Hull', limits: [{ amount: 250000, appliesTo: 'AGREED_VALUE' }], deductibles: [{ amount: 1000, appliesTo: 'HULL_EACH_LOSS' }], premium: 6250 },
          { plan: 'Liability', limits: [{ amount: 2000000, appliesTo: 'EACH_OCCURRENCE' }], deductibles: [], premium: 570 },
        ],
      },
      {
        registration: 'C-FXYZ',
        rows: [
          { plan: 'Hull', limits: [{ amount: 120000, appliesTo: 'AGREED_VALUE' }], deductibles: [{ amount: 1000, appliesTo: 'HULL_EACH_LOSS' }], premium: 3000 },
          { plan: 'Liability', limits: [{ amount: 2000000, appliesTo: 'EACH_OCCURRENCE' }], deductibles: [], premium: 570 },
        ],
      },
    ]);
    expect(summary.rows).toEqual([{ plan: 'Cyber Coverage', limits: [{ amount: 50000, appliesTo: 'AGGREGATE' }], deductibles: [], premium: 95 }]);
    expect(summary.hasDeductibles).toBe(true);
    expect([summary.premium, summary.taxes, summary.fees, summary.total]).toEqual([10485, 838.8, 25, 11348.8]);
  });

  it('keeps every limit of a coverage (per claim and in total) and leaves out what costs nothing', () => {
    const accountants = {
      id: 'q', line_of_business_code: 'accountants', full_premium_amount: 1296,
      product: [{ type_code: 'ACCOUNTANTS_PL', coverage: [
        { plan_name: 'Professional Liability', full_premium: 1296, limit: [{ amount: 1000000, applies_to_code: 'EACH_CLAIM' }, { amount: 2000000, applies_to_code: 'AGGREGATE' }], deductible: [] },
        { plan_name: 'Tax Audit Fee Insurance', full_premium: 0, limit: [], deductible: [] },
      ] }],
      payment_options: payments(1296, 103.68),
    } as unknown as Quote;
    const summary = summarize(accountants);
    expect(summary.aircraft).toEqual([]);
    expect(summary.rows.map((r) => [r.plan, r.limits.map((l) => l.appliesTo)])).toEqual([['Professional Liability', ['EACH_CLAIM', 'AGGREGATE']]]);
    expect(summary.hasDeductibles).toBe(false);
  });
});

describe('preferredLimit: the limit the applicant chose, named by the quote page’s tag', () => {
  const tags = { preferred_limit_field: 'eo_limit' };
  it.each([
    [{ eo_limit: '2000000' }, 2000000],
    [{ eo_limit: 1000000 }, 1000000],
    [{ eo_limit: { key: 'enhanced', limit: 5000000 } }, 5000000],
    [{ eo_limit: '0' }, null],
    [{ eo_limit: 'none' }, null],
    [{}, null],
  ] as const)('%j → %s', (answers, limit) => {
    expect(preferredLimit(tags, answers)).toBe(limit);
  });

  it('none without the tag, whatever the answers', () => {
    expect(preferredLimit({}, { eo_limit: '2000000' })).toBeNull();
  });
});

describe('commissions', () => {
  it('each coverage’s insurer, rate in per cent, premium and commission as rating gave them, with their total', () => {
    expect(commissions(goldWings)).toEqual({
      rows: [
        { plan: 'Combined Single Bodily Injury Including Passengers', insurer: 'Aurora Aviation Insurance Company', aircraft: ['C-GABC', 'C-FXYZ'], ratePercent: 15, premium: 10390, amount: 1558.5 },
        { plan: 'Cyber Coverage', insurer: 'Northstar Specialty Insurance Company', aircraft: [], ratePercent: 12.5, premium: 95, amount: 11.88 },
      ],
      // 1558.50 + 11.88
      total: 1570.38,
    });
  });

  it('none for a quote without commissions (the professional programs) or on coverages without a premium', () => {
    const plain = { ...goldWings, product: goldWings.product.map((p) => ({ ...p, coverage: p.coverage.map(({ commission: _, ...c }) => c) })) } as Quote;
    expect(commissions(plain)).toBeNull();
    const free = { ...goldWings, product: goldWings.product.map((p) => ({ ...p, coverage: p.coverage.map((c) => ({ ...c, full_premium: 0 })) })) } as Quote;
    expect(commissions(free)).toBeNull();
  });
});
