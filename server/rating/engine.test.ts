/**
 * Every shipped rating plan against premiums computed BY HAND (the arithmetic is in the
 * comments). When an analyst changes a rate in schemas/programs/<CLIENT>/rating.json, the
 * matching expectation here changes with it, recomputed by hand (docs/rating.md).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { rate } from './engine';
import { loadAllPlans } from './plans';
import { referralReasons } from './referrals';
import type { QuoteWrapper } from '../../adapters/api';

const plans = loadAllPlans(join(__dirname, '../../schemas/programs'));
const proposal = (...steps: Record<string, unknown>[]) => ({
  id: 'P1',
  progress_states: steps.map((form_elements, i) => ({ name: `STEP_${i}`, completed: true, form_elements })),
});
const rateFor = (client: string, ...steps: Record<string, unknown>[]) => rate(plans.get(client)!, proposal(...steps));

/** [limit, coverage premium of each coverage by plan name, net, taxes, fees, gross] */
const summary = (quotes: QuoteWrapper[]) =>
  quotes.map(({ quote }) => {
    const pay = quote.payment_options[0]!.payments[0]!;
    return {
      limit: quote.product[0]!.coverage[0]!.limit[0]!.amount,
      coverages: Object.fromEntries(quote.product[0]!.coverage.map((c) => [c.plan_name, c.full_premium])),
      net: pay.net_amount,
      taxes: pay.taxes.map((t) => t.amount),
      fees: pay.fee.map((f) => f.amount),
      gross: pay.gross_amount,
    };
  });

describe('CANAGENT', () => {
  const licensed = {
    agent_type: '1', agents_company: 'STERLING', home_province: 'ON',
    qa_is_life_licensed: 'y', qa_is_accident_sickness_licensed: 'y', qa_is_mf_licensed: 'y',
    qa_is_securities_licensed: 'n', qa_is_personal_it_preparation_service: 'n', qa_is_cfp_designation: 'n',
    stock_bonds_sales_limits: '500000',
    optional_coverages: { personal_legal_expense: 'y', identity_restoration: 'n', tax_preparation: 'n', exempt_market: 'y' },
  };

  it('rates a licensed agent: one quote per limit, ascending, no zero quote, with taxes and fee', () => {
    // factors: securities n ×1, mutual fund y ×1.1, CFP n ×1, not MMC ×1
    // optional: Exempt Market 150 + Personal Legal Expense 45 = 195; stock bonds needs a securities licence: none
    // 500k: 220 × 1.1 = 242 → minimum 250.00; net 250 + 195 = 445; ON 8% = 35.60; fee 25; gross 505.60
    // 1M:   300 × 1.1 = 330.00;             net 525;             tax 42.00;               gross 592.00
    // 2M:   450 × 1.1 = 495.00;             net 690;             tax 55.20;               gross 770.20
    expect(summary(rateFor('CANAGENT', licensed))).toEqual([
      { limit: 500000, coverages: { 'Professional Liability': 250, 'Exempt Market Products': 150, 'Personal Legal Expense Insurance': 45 }, net: 445, taxes: [35.6], fees: [25], gross: 505.6 },
      { limit: 1000000, coverages: { 'Professional Liability': 330, 'Exempt Market Products': 150, 'Personal Legal Expense Insurance': 45 }, net: 525, taxes: [42], fees: [25], gross: 592 },
      { limit: 2000000, coverages: { 'Professional Liability': 495, 'Exempt Market Products': 150, 'Personal Legal Expense Insurance': 45 }, net: 690, taxes: [55.2], fees: [25], gross: 770.2 },
    ]);
  });

  it('a new application is quoted the limits its coverage page offers: no 500,000 once eo_limit was asked', () => {
    // as above, without the 500k quote (coverage-eo offers 1M and 2M only; a renewal is not asked and keeps 500k)
    expect(summary(rateFor('CANAGENT', { ...licensed, eo_limit: '2000000' })).map((q) => [q.limit, q.net, q.gross])).toEqual([
      [1000000, 525, 592],
      [2000000, 690, 770.2],
    ]);
  });

  it('zero-quote rule: securities only keeps just the zero-limit, zero-premium quote; "No coverage" stock bonds becomes 500000', () => {
    // limit 0: base 0 × 1.25 = 0 (no minimum on a zero limit); stock bonds "0" → 500000 → 120
    // net 120; QC 9% = 10.80; fee 25 (premium above 0); gross 155.80
    const quotes = rateFor('CANAGENT', {
      agent_type: '1', home_province: 'QC', qa_is_life_licensed: 'n', qa_is_accident_sickness_licensed: 'n', qa_is_mf_licensed: 'n',
      qa_is_personal_it_preparation_service: 'n', qa_is_cfp_designation: 'n', qa_is_securities_licensed: 'y', stock_bonds_sales_limits: '0',
    });
    expect(summary(quotes)).toEqual([
      { limit: 0, coverages: { 'Professional Liability': 0, 'Stock Bonds Sales Limit': 120 }, net: 120, taxes: [10.8], fees: [25], gross: 155.8 },
    ]);
    const stock = quotes[0]!.quote.product[0]!.coverage[1]!;
    expect(stock.coverage_option).toEqual([{ type_code: 'STOCK_BONDS_SALES_LIMIT', value: '500000' }]);
    expect(stock.limit).toEqual([{ amount: 500000, applies_to_code: 'AGGREGATE', text: '$500,000' }]);
  });

  it('agent type 7 gets 1M only, and 2M too with CIFPS', () => {
    const type7 = { ...licensed, agent_type: '7', agents_company: 'MMC', qa_is_mf_licensed: 'n', optional_coverages: {} };
    // MMC ×0.9: 1M 300 × 0.9 = 270.00
    expect(summary(rateFor('CANAGENT', type7)).map((q) => [q.limit, q.net])).toEqual([[1000000, 270]]);
    // CIFPS ×1: 1M 300.00, 2M 450.00
    expect(summary(rateFor('CANAGENT', { ...type7, agents_company: 'CIFPS' })).map((q) => [q.limit, q.net])).toEqual([
      [1000000, 300],
      [2000000, 450],
    ]);
  });

  it('revenue band, discretionary accounts, reinstatement of aggregate and innocent party coverage', () => {
    const firm = {
      ...licensed, eo_limit: '1000000', total_revenue: 400000, qa_is_securities_licensed: 'y', qa_sl_discretionary: 'y', stock_bonds_sales_limits: '1000000',
      is_qa_individual_or_corporation: 'corporation', qa_reinstatement_of_aggregate: 'y', qa_innocent_party: 'y', optional_coverages: {},
    };
    // revenue 400000 → ×1.15; securities ×1.25; mutual fund ×1.1; discretionary ×1.1
    // 1M: 300 × 1.15 × 1.25 × 1.1 × 1.1 = 521.8125 → 521.81; reinstatement 15% = 78.27; innocent party 50; stock bonds 1M 200
    // net 521.81 + 78.27 + 50 + 200 = 850.08; ON 8% = 68.0064 → 68.01; fee 25; gross 943.09
    expect(summary(rateFor('CANAGENT', firm))[0]).toEqual({
      limit: 1000000,
      coverages: { 'Professional Liability': 521.81, 'Reinstatement of Aggregate Coverage': 78.27, 'Innocent Party Coverage': 50, 'Stock Bonds Sales Limit': 200 },
      net: 850.08, taxes: [68.01], fees: [25], gross: 943.09,
    });
    // an individual is not offered innocent party coverage (coverage-ec asks it of corporations only)
    expect(summary(rateFor('CANAGENT', { ...firm, is_qa_individual_or_corporation: 'individual' }))[0]!.coverages).not.toHaveProperty('Innocent Party Coverage');
  });
});

describe('CANACCT', () => {
  it('applies revenue band, audit share, deductible credit, tax audit option and Ontario tax', () => {
    // revenue 400000 → band ×1.2; audit 40% → 1 + 40 × 0.005 = ×1.2; deductible 10000 → ×0.95; individual ×1
    // 1M:  900 × 1.2 × 1.2 × 0.95 = 1231.20; + T2&T3 250 = 1481.20; ON 8% = 118.496 → 118.50; + fee 25 = 1624.70
    // 2M: 1250 × 1.368 = 1710.00; net 1960.00; tax 156.80; gross 2141.80
    // 5M: 2100 × 1.368 = 2872.80; net 3122.80; tax 249.824 → 249.82; gross 3397.62
    // 10M: 3200 × 1.368 = 4377.60; net 4627.60; tax 370.208 → 370.21; gross 5022.81
    const quotes = rateFor(
      'CANACCT',
      { business_province: 'ON', is_qa_individual_or_corporation: 'individual' },
      { total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 } },
      { professional_liability_limit: '1000000', professional_liability_deductible: '10000' },
      { tax_audit_option: 't2_t3' },
    );
    expect(summary(quotes).map((q) => [q.limit, q.coverages['Professional Liability'], q.net, q.taxes[0], q.gross])).toEqual([
      [1000000, 1231.2, 1481.2, 118.5, 1624.7],
      [2000000, 1710, 1960, 156.8, 2141.8],
      [5000000, 2872.8, 3122.8, 249.82, 3397.62],
      [10000000, 4377.6, 4627.6, 370.21, 5022.81],
    ]);
    const first = quotes[0]!.quote;
    expect(first.product[0]!.coverage[0]!.deductible).toEqual([{ amount: 10000, type_code: 'EACH_CLAIM' }]);
    expect(first.product[0]!.coverage[0]!.limit).toEqual([
      { amount: 1000000, applies_to_code: 'EACH_CLAIM', text: '$1,000,000' },
      { amount: 2000000, applies_to_code: 'AGGREGATE', text: '$2,000,000' },
    ]);
    expect(first.product[0]!.coverage[1]!.coverage_option).toEqual([{ type_code: 'TAX_AUDIT_OPTION', value: 'T2 & T3 Option' }]);
  });

  it('defaults the deductible by limit (5000 below 5M, 10000 from 5M), loads corporations, adds cyber and fraud; no tax in Alberta', () => {
    // revenue 100000 ×1; no audit share ×1; corporation ×1.05
    // 1M: deductible 5000 ×1:     900 × 1.05 = 945.00;         + cyber 275 + fraud 50000 → 160 = 1380.00; gross + fee 25 = 1405.00
    // 5M: deductible 10000 ×0.95: 2100 × 1.05 × 0.95 = 2094.75; net 2529.75; gross 2554.75
    const quotes = rateFor('CANACCT', {
      business_province: 'AB', is_qa_individual_or_corporation: 'corporation', total_revenue: 100000,
      cyber_coverage: 'y', fraud_employee_dishonesty_limit: '50000',
    });
    const byLimit = Object.fromEntries(summary(quotes).map((q) => [q.limit, q]));
    expect(byLimit[1000000]).toEqual({
      limit: 1000000, coverages: { 'Professional Liability': 945, 'Cyber Insurance': 275, 'Fraud And Employee Dishonesty': 160 },
      net: 1380, taxes: [], fees: [25], gross: 1405,
    });
    expect([byLimit[5000000]!.coverages['Professional Liability'], byLimit[5000000]!.net, byLimit[5000000]!.gross]).toEqual([2094.75, 2529.75, 2554.75]);
    expect(quotes.map((q) => q.quote.product[0]!.coverage[0]!.deductible[0]!.amount)).toEqual([5000, 5000, 10000, 10000]);
  });

  it('loads professional staff, client funds, claims, work without engagement letters and services outside Canada', () => {
    // 1M, revenue 100000 ×1, deductible 5000 ×1: 900
    // × staff 3 → 1.03; × client funds 200000 + 200000 → 1 + 400000 / 4000000 = 1.1; × claims 1.25; × no letters 1.1; × outside clients 1.1
    // 900 × 1.03 = 927; × 1.1 = 1019.70; × 1.25 = 1274.625; × 1.1 = 1402.0875; × 1.1 = 1542.29625 → 1542.30
    const quotes = rateFor(
      'CANACCT',
      { business_province: 'AB', total_revenue: 100000, number_of_professional_staff: 3 },
      { qa_holds_client_funds: 'y', client_funds: [{ client_funds_amount: 200000 }, { client_funds_amount: 200000 }] },
      { qa_has_claims: 'y', qa_requires_engagement_letters: 'n', qa_services_outside_canada: 'n', qa_services_inside_canada_for_outside_clients: 'y' },
    );
    expect(summary(quotes)[0]!.coverages['Professional Liability']).toBe(1542.3);
    // funds answered but not held: no load
    expect(summary(rateFor('CANACCT', { total_revenue: 100000, qa_holds_client_funds: 'n', client_funds: [{ client_funds_amount: 200000 }] }))[0]!.net).toBe(900);
  });
});

describe('CANLAWYERS', () => {
  it('prices practice areas, trust funds, the new-lawyer credit and reinstatement as 15% of the primary', () => {
    // called 2024, cover from 2026 → 2 years → new lawyer ×0.75
    // 1M: 1100 × 1.3 (real estate) × 1.1 (trust) × 0.75 × 0.88 (deductible 25000) = 1038.18
    //     reinstatement 1038.18 × 0.15 = 155.727 → 155.73; net 1193.91; NL 15% = 179.0865 → 179.09; fee 25; gross 1398.00
    const quotes = rateFor('CANLAWYERS', {
      business_province: 'NL', is_qa_individual_or_corporation: 'individual', year_called_to_bar: '2024', coverage_begin_date: '2026-01-15',
      areas_of_practice: { real_estate: 'y', litigation: 'n' }, qa_handles_trust_funds: 'y', professional_liability_deductible: '25000',
      reinstatement_of_aggregate: 'y',
    });
    expect(summary(quotes)[0]).toEqual({
      limit: 1000000, coverages: { 'Professional Liability': 1038.18, 'Reinstatement of Aggregate Coverage': 155.73 },
      net: 1193.91, taxes: [179.09], fees: [25], gross: 1398,
    });
  });

  it('prices the whole questionnaire: firm size, fees outside Canada, the association discount and the cyber limit', () => {
    // the demo journey (schemas/fixtures/CANLAWYERS/*/journey.json): ON corporation called 2010, real estate, trust funds,
    // 1 partner + 1 associate, 10% of fees outside Canada, CBA member; no deductible asked under 5M → 5000 (×1)
    // 1M: 1100 × 1.3 × 1.1 × 1.05 (corporation) × 1.5 (2 lawyers) × 1.05 (10% × 0.005) × 0.95 = 2471.2813 → 2471.28
    //     reinstatement 2471.28 × 0.15 = 370.692 → 370.69; cyber 250k 300; innocent party 60; net 3201.97; ON 8% 256.1576 → 256.16; fee 25; gross 3483.13
    // 2M: 1500 × … = 3369.9291 → 3369.93; reinstatement 505.4895 → 505.49; net 4235.42; tax 338.8336 → 338.83; gross 4599.25
    const journey = {
      business_province: 'ON', is_qa_individual_or_corporation: 'corporation', year_called_to_bar: 2010, coverage_begin_date: '2026-06-15',
      areas_of_practice: { corporate: 'y', real_estate: 'y', wills: 'y' }, practice_split: { split_corporate: 50, split_real_estate: 30, split_wills: 20 },
      additional_discount: 'y', total_revenue: 450000, qa_handles_trust_funds: 'y', trust_funds_amount: 250000, professional_liability_limit: '2000000',
      cyber_coverage: 'y', cyber_limit: '250000', number_of_lawyers: 1, number_of_associates: 1, innocent_party_coverage: 'y', reinstatement_of_aggregate: 'y',
      qa_has_claims: 'n', revenue_outside_canada_percent: 10,
    };
    const quotes = summary(rateFor('CANLAWYERS', journey));
    expect(quotes.slice(0, 2)).toEqual([
      { limit: 1000000, coverages: { 'Professional Liability': 2471.28, 'Cyber Coverage': 300, 'Innocent Party Coverage': 60, 'Reinstatement of Aggregate Coverage': 370.69 }, net: 3201.97, taxes: [256.16], fees: [25], gross: 3483.13 },
      { limit: 2000000, coverages: { 'Professional Liability': 3369.93, 'Cyber Coverage': 300, 'Innocent Party Coverage': 60, 'Reinstatement of Aggregate Coverage': 505.49 }, net: 4235.42, taxes: [338.83], fees: [25], gross: 4599.25 },
    ]);
    // a 500,000 cyber limit costs 450 and is the limit the coverage carries
    const cyber = rateFor('CANLAWYERS', { ...journey, cyber_limit: '500000' })[0]!.quote.product[0]!.coverage.find((c) => c.plan_name === 'Cyber Coverage')!;
    expect([cyber.full_premium, cyber.limit[0]!.amount]).toEqual([450, 500000]);
    expect(referralReasons(plans.get('CANLAWYERS')!, proposal(journey))).toEqual([]);
  });

  it('applies the minimum premium', () => {
    // called 2025, cover 2026 → ×0.75; 1M: 1100 × 0.75 × 0.88 = 726.00 → minimum 750.00
    const quotes = rateFor('CANLAWYERS', { year_called_to_bar: '2025', coverage_begin_date: '2026-03-01', professional_liability_deductible: '25000' });
    expect(quotes[0]!.quote.product[0]!.coverage[0]!.full_premium).toBe(750);
  });
});

const aircraft = (a: Record<string, unknown>) => ({ type: 'aircraft', certified_passenger_seats: '0', qa_has_turbine_engine: 'n', qa_is_kit_constructed: 'n', qa_max_takeoff_weight_over_5000: 'n', ...a });

describe('CANSILVWING', () => {
  it('rates liability per aircraft and lists each aircraft as a vehicle', () => {
    // 1M: C-GABC aircraft 4 seats: 350 + 4 × 40 = 510.00
    //     C-FXYZ helicopter turbine 2 seats: (350 + 80) × 1.5 × 1.25 = 806.25; primary 1316.25
    //     SK 6% = 78.975 → 78.98; fee 25; gross 1420.23
    // 2M: 500 + 160 = 660.00; (500 + 80) × 1.875 = 1087.50; primary 1747.50; tax 104.85; gross 1877.35
    // 5M: 800 + 160 = 960.00; (800 + 80) × 1.875 = 1650.00; primary 2610.00; tax 156.60; gross 2791.60
    const quotes = rateFor('CANSILVWING', {
      mailing_province: 'SK',
      aircraft: [
        aircraft({ registration: 'C-GABC', certified_passenger_seats: '4' }),
        aircraft({ registration: 'C-FXYZ', type: 'helicopter', certified_passenger_seats: '2', qa_has_turbine_engine: 'y' }),
      ],
    });
    expect(summary(quotes).map((q) => [q.limit, q.net, q.taxes[0], q.gross])).toEqual([
      [1000000, 1316.25, 78.98, 1420.23],
      [2000000, 1747.5, 104.85, 1877.35],
      [5000000, 2610, 156.6, 2791.6],
    ]);
    expect(quotes[0]!.quote.product[0]!.coverage[0]!.vehicle).toEqual([
      { registration_number: 'C-GABC', coverage: [{ plan_name: 'Liability', limit: [{ amount: 1000000 }], full_premium: 510 }] },
      { registration_number: 'C-FXYZ', coverage: [{ plan_name: 'Liability', limit: [{ amount: 1000000 }], full_premium: 806.25 }] },
    ]);
    // commission 12.5% of the primary: 1316.25 × 0.125 = 164.53125 → 164.53
    expect(quotes[0]!.quote.product[0]!.coverage[0]!.commission).toEqual({ insurer: 'Aurora Aviation Insurance Company', rate: 0.125, amount: 164.53 });
  });

  it('offers 100,000 only without passenger seats, and 1,000,000 only up to 4 seats', () => {
    // the limits the liability page offers for these aircraft: 100,000 at 250 → minimum 300
    const noSeats = rateFor('CANSILVWING', { aircraft: [aircraft({ registration: 'C-GNOP' })] });
    expect(noSeats.map((q) => q.quote.product[0]!.coverage[0]!.limit[0]!.amount)).toEqual([100000, 1000000, 2000000, 5000000]);
    expect(noSeats[0]!.quote.product[0]!.coverage[0]!.full_premium).toBe(300);
    const fiveSeats = rateFor('CANSILVWING', { aircraft: [aircraft({ registration: 'C-GBIG', certified_passenger_seats: '5' })] });
    expect(fiveSeats.map((q) => q.quote.product[0]!.coverage[0]!.limit[0]!.amount)).toEqual([2000000, 5000000]);
  });

  it('offers no 1,000,000 limit when an aircraft weighs over 5000', () => {
    const quotes = rateFor('CANSILVWING', { aircraft: [aircraft({ registration: 'C-HEVY', qa_max_takeoff_weight_over_5000: 'y' })] });
    expect(quotes.map((q) => q.quote.product[0]!.coverage[0]!.limit[0]!.amount)).toEqual([2000000, 5000000]);
  });
});

describe('CANGLDWNG', () => {
  it('adds hull (value × rate) and liability per aircraft, with the hull deductible', () => {
    // 1M: hull 120000 × 0.025 = 3000 × 1.15 (turbine) = 3450.00; liability (300 + 2 × 40) × 1.25 = 475.00
    //     primary 3925.00; ON 8% = 314.00; fee 25; gross 4264.00
    const quotes = rateFor('CANGLDWNG', {
      mailing_province: 'ON',
      aircraft: [aircraft({ registration: 'C-GOLD', certified_passenger_seats: '2', qa_has_turbine_engine: 'y', hull_value: 120000 })],
    });
    const first = quotes[0]!.quote;
    expect(summary(quotes)[0]).toMatchObject({ limit: 1000000, net: 3925, taxes: [314], fees: [25], gross: 4264 });
    expect(first.product[0]!.coverage[0]!.deductible).toEqual([{ amount: 1000, type_code: 'HULL_EACH_LOSS' }]);
    expect(first.product[0]!.coverage[0]!.vehicle).toEqual([
      {
        registration_number: 'C-GOLD',
        coverage: [
          { plan_name: 'Hull', limit: [{ amount: 120000 }], full_premium: 3450 },
          { plan_name: 'Liability', limit: [{ amount: 1000000 }], full_premium: 475 },
        ],
      },
    ]);
  });

  it('prices the hull cover, deductible, pilots, claims and extra coverages the coverage pages ask', () => {
    // 1M (100,000 is not offered: 2 passenger seats): hull 120000 × 0.025 = 3000 × 0.35 (ground, not in motion) × 0.95 (deductible 2500) = 997.50
    //     liability 300 + 2 × 40 = 380.00; aircraft 1377.50 × 1.25 (pilot under 100 hours) × 1.2 (a claim) = 2066.25
    //     medical payments 50 + 2 seats × 25 = 100; premises 120; war risk max(50, 120000 × 0.001) = 120
    //     net 2406.25; AB: no tax; fee 25; gross 2431.25
    const quotes = rateFor('CANGLDWNG', {
      mailing_province: 'AB',
      aircraft: [aircraft({ registration: 'C-GOLD', certified_passenger_seats: '2', hull_value: 120000 })],
      pilots: [{ first_name: 'Jeanne', lifetime_hours: 80 }],
      claim_type: 'claim',
      hull_coverage_type: 'ground_not_in_motion', hull_deductible: '2500',
      passenger_liability_seats: '2', extra_coverages: { medical_payments: 'y', non_owned_aircraft: 'n', search_and_rescue: 'n' },
      qa_war_risk_hull: 'y', qa_premises_liability: 'y', qa_has_additional_insured: 'n',
    });
    expect(summary(quotes)[0]).toEqual({
      limit: 1000000,
      coverages: { 'Combined Single Bodily Injury Including Passengers': 2066.25, 'Medical Payments': 100, 'Premises Liability': 120, 'War Risk Hull': 120 },
      net: 2406.25, taxes: [], fees: [25], gross: 2431.25,
    });
    expect(quotes[0]!.quote.product[0]!.coverage[0]!.deductible).toEqual([{ amount: 2500, type_code: 'HULL_EACH_LOSS' }]);
  });

  it('carries the commission of each coverage: premium × the plan’s rate, rounded to cents (half up)', () => {
    // 1M: hull 120000 × 0.025 = 3000.00; liability 300 + 2 × 40 = 380.00; primary 3380.00 × 1.25 (pilot under 100 hours) = 4225.00
    //     primary 15%: 4225 × 0.15 = 633.75; cyber 95 at 12.5% = 11.875 → 11.88; medical payments (50 + 2 × 25) = 100 at 10% = 10.00
    // 2M: liability 450 + 80 = 530.00; primary (3000 + 530) × 1.25 = 4412.50 × 0.15 = 661.875 → 661.88
    const quotes = rateFor('CANGLDWNG', {
      mailing_province: 'ON',
      aircraft: [aircraft({ registration: 'C-GOLD', certified_passenger_seats: '2', hull_value: 120000 })],
      pilots: [{ first_name: 'Jeanne', lifetime_hours: 80 }],
      cyber_coverage: 'y', passenger_liability_seats: '2', extra_coverages: { medical_payments: 'y' },
    });
    const commissions = (i: number) => quotes[i]!.quote.product[0]!.coverage.map((c) => [c.plan_name, c.full_premium, c.commission]);
    const aurora = 'Aurora Aviation Insurance Company';
    expect(commissions(0)).toEqual([
      ['Combined Single Bodily Injury Including Passengers', 4225, { insurer: aurora, rate: 0.15, amount: 633.75 }],
      ['Cyber Coverage', 95, { insurer: 'Northstar Specialty Insurance Company', rate: 0.125, amount: 11.88 }],
      ['Medical Payments', 100, { insurer: aurora, rate: 0.1, amount: 10 }],
    ]);
    expect(commissions(1)[0]).toEqual(['Combined Single Bodily Injury Including Passengers', 4412.5, { insurer: aurora, rate: 0.15, amount: 661.88 }]);
  });
});

describe('CANWINGS', () => {
  it('insures hull only where a hull value is given and takes 5% off for two aircraft', () => {
    // 1M: C-WAAA kit, no hull: liability 300 × 1.1 = 330.00
    //     C-WBBB helicopter, hull "$200,000" × 0.04 = 8000.00; liability (300 + 1 × 40) × 1.5 = 510.00
    //     sum 8840.00 × 0.95 fleet = 8398.00; BC: no tax; fee 25; gross 8423.00
    const quotes = rateFor('CANWINGS', {
      mailing_province: 'BC',
      coverage_type: 'hull_liability',
      aircraft: [
        aircraft({ registration: 'C-WAAA', qa_is_kit_constructed: 'y', hull_value: 0 }),
        aircraft({ registration: 'C-WBBB', type: 'helicopter', certified_passenger_seats: '1', hull_value: '$200,000' }),
      ],
    });
    expect(summary(quotes)[0]).toMatchObject({ limit: 1000000, net: 8398, taxes: [], fees: [25], gross: 8423 });
    const vehicles = quotes[0]!.quote.product[0]!.coverage[0]!.vehicle!;
    expect(vehicles.map((v) => [v.registration_number, v.coverage.map((c) => [c.plan_name, c.full_premium])])).toEqual([
      ['C-WAAA', [['Liability', 330]]],
      ['C-WBBB', [['Hull', 8000], ['Liability', 510]]],
    ]);
  });

  it('charges no hull for liability only, even with a hull value on file', () => {
    // coverage_type liability: the Hull coverage is not rated (a hull value saved before the
    // applicant switched to liability only is ignored)
    // 1M: C-WBBB helicopter, 1 seat: liability (300 + 1 × 40) × 1.5 = 510.00; one aircraft: no fleet discount
    //     ON 8% = 40.80; fee 25; gross 575.80
    const quotes = rateFor('CANWINGS', { mailing_province: 'ON', coverage_type: 'liability' }, {
      aircraft: [aircraft({ registration: 'C-WBBB', type: 'helicopter', certified_passenger_seats: '1', hull_value: 200000 })],
    });
    expect(summary(quotes)[0]).toMatchObject({ limit: 1000000, net: 510, taxes: [40.8], fees: [25], gross: 575.8 });
    for (const { quote } of quotes) {
      const vehicles = quote.product[0]!.coverage[0]!.vehicle!;
      expect(vehicles.map((v) => [v.registration_number, v.coverage.map((c) => c.plan_name)])).toEqual([['C-WBBB', ['Liability']]]);
    }
  });
});

describe('quote shape', () => {
  it('carries the spec fields, the proposal id as parent and later steps winning over earlier ones', () => {
    const quotes = rateFor('CANACCT', { business_province: 'ON', total_revenue: 100000 }, { business_province: 'AB' });
    const { quote } = quotes[0]!;
    expect(quotes[0]!.id).toBe('P1-1000000');
    expect(quote).toMatchObject({ id: 'P1-1000000', parent_entity_id: 'P1', line_of_business_code: 'accountants', full_premium_amount: 900 });
    expect(quote.product[0]!.type_code).toBe('ACCOUNTANTS_PL');
    // AB (the later step) pays no tax
    expect(quote.payment_options).toEqual([{ plan_desc: 'ANNUALLY', payments: [{ taxes: [], fee: [{ type_code: 'POLICY_FEE', amount: 25 }], gross_amount: 925, net_amount: 900 }] }]);
  });

  it('uses the given id maker and formats limit text in French', () => {
    const quotes = rate(plans.get('CANACCT')!, proposal({ total_revenue: 1 }), { newId: (limit) => `Q-${limit}`, locale: 'fr-CA' });
    expect(quotes.map((q) => q.id)).toEqual(['Q-1000000', 'Q-2000000', 'Q-5000000', 'Q-10000000']);
    expect(quotes[0]!.quote.product[0]!.coverage[0]!.limit[0]!.text).toBe('1\u00a0000\u00a0000\u00a0$'); // no-break spaces, as Intl writes French amounts
  });
});

describe('referrals (CSR review rules)', () => {
  const reasons = (client: string, answers: Record<string, unknown>) => referralReasons(plans.get(client)!, proposal(answers));
  it('refers by the plan’s rules and not otherwise', () => {
    expect(reasons('CANACCT', { total_revenue: 6000000, fraud_employee_dishonesty_limit: '100000' })).toEqual(['HIGH_REVENUE', 'HIGH_FRAUD_LIMIT']);
    expect(reasons('CANACCT', { total_revenue: 5000000, fraud_employee_dishonesty_limit: '50000' })).toEqual([]);
    expect(reasons('CANACCT', { qa_has_been_disciplined: 'y', qa_insurance_declined: 'y', qa_crime_charged: 'y' })).toEqual(['DISCIPLINED', 'INSURANCE_DECLINED', 'CRIMINAL_CHARGE']);
    expect(reasons('CANACCT', { qa_has_been_disciplined: 'n', qa_insurance_declined: 'n', qa_crime_charged: 'n' })).toEqual([]);
    expect(reasons('CANGLDWNG', { aircraft: [aircraft({ hull_value: '600000' }), aircraft({ qa_has_turbine_engine: 'y' })] })).toEqual(['TURBINE_OR_HEAVY', 'HIGH_HULL_VALUE']);
    expect(reasons('CANSILVWING', { aircraft: [aircraft({})] })).toEqual([]);
    expect(reasons('CANSILVWING', { claim_type: 'accident_incident', qa_pilot_regulation_violation: 'y' })).toEqual(['CLAIMS_HISTORY', 'PILOT_RECORD']);
    expect(reasons('CANSILVWING', { claim_type: 'none', qa_pilot_licence_suspended: 'n' })).toEqual([]);
    expect(reasons('CANLAWYERS', { trust_funds_amount: 1500000 })).toEqual(['LARGE_TRUST_FUNDS']);
    expect(reasons('CANLAWYERS', { qa_disciplinary_action: 'y', revenue_outside_canada_percent: 26, cyber_coverage: 'y', qa_privacy_breach: 'y' })).toEqual(['CLAIMS_HISTORY', 'FOREIGN_SERVICES', 'CYBER_INCIDENT']);
    expect(reasons('CANLAWYERS', { qa_has_claims: 'n', revenue_outside_canada_percent: 25, cyber_coverage: 'n', qa_privacy_breach: 'y' })).toEqual([]);
  });

  it('refers a combined wings hull value only when hull is insured', () => {
    const valuable = { aircraft: [aircraft({ hull_value: '600000' })] };
    expect(reasons('CANWINGS', { ...valuable, coverage_type: 'hull_liability' })).toEqual(['HIGH_HULL_VALUE']);
    expect(reasons('CANWINGS', { ...valuable, coverage_type: 'liability' })).toEqual([]);
  });
});
