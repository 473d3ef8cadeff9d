/**
 * The chosen quote as people read it (docs/requirements.md §5.6): each aircraft's hull and liability
 * under that aircraft, the policy's coverages with their limits, deductibles and premiums, then
 * premium, taxes, fees and total from the ANNUALLY payment option; and the commission of each
 * coverage. Pure: the quote page, the policy summary and the application PDF (§6.7) read the same.
 */
import type { Quote, QuoteCoverage } from '../api';

/** An amount and what it applies to (EACH_CLAIM, AGGREGATE, EACH_OCCURRENCE, AGREED_VALUE …). */
export interface Amount {
  amount: number;
  appliesTo: string;
}

export interface CoverageRow {
  plan: string;
  limits: Amount[];
  deductibles: Amount[];
  premium: number;
}

/** One insured aircraft: its registration, what the applicant said it is, and its coverages. */
export interface AircraftGroup {
  registration: string;
  /** "Cessna 172, 2008" from the aircraft step's answers, when known */
  description?: string;
  rows: CoverageRow[];
}

export interface QuoteSummary {
  aircraft: AircraftGroup[];
  /** coverages of the policy as a whole (for aircraft programs: besides each aircraft's) */
  rows: CoverageRow[];
  /** some row has a deductible: the table shows the column */
  hasDeductibles: boolean;
  /** before taxes and fees */
  premium: number;
  taxes: number;
  fees: number;
  total: number;
}

/** What the applicant said about each aircraft, by registration mark. */
export type AircraftAnswers = ReadonlyMap<string, { makeModel?: string; year?: number }>;

const cents = (n: number) => Math.round(n * 100) / 100;
const HULL = 'Hull';

/** The aircraft step's answers by registration (the aircraft list of the proposal). */
export function aircraftAnswers(progressStates: readonly { form_elements: Record<string, unknown> }[]): AircraftAnswers {
  const answers = new Map<string, { makeModel?: string; year?: number }>();
  for (const state of progressStates) {
    const list = state.form_elements.aircraft;
    if (!Array.isArray(list)) continue;
    for (const item of list as Record<string, unknown>[]) {
      if (typeof item?.registration !== 'string') continue;
      answers.set(item.registration.toUpperCase(), {
        ...(typeof item.make_model === 'string' ? { makeModel: item.make_model } : {}),
        ...(typeof item.model_year === 'number' ? { year: item.model_year } : {}),
      });
    }
  }
  return answers;
}

const amounts = (list: readonly { amount: number; applies_to_code?: string; type_code?: string }[]): Amount[] =>
  list.map((a) => ({ amount: a.amount, appliesTo: a.applies_to_code ?? a.type_code ?? '' }));

/** Each aircraft's coverages: a hull row (its agreed value and the hull deductible) and a liability row. */
function aircraftGroups(coverages: readonly QuoteCoverage[], answers: AircraftAnswers): AircraftGroup[] {
  const groups = new Map<string, AircraftGroup>();
  for (const parent of coverages) {
    const hullDeductibles = amounts(parent.deductible.filter((d) => d.type_code.startsWith('HULL')));
    for (const vehicle of parent.vehicle ?? []) {
      const registration = vehicle.registration_number;
      const group = groups.get(registration) ?? { registration, ...describe(answers.get(registration.toUpperCase())), rows: [] };
      for (const c of vehicle.coverage) {
        const hull = c.plan_name === HULL;
        group.rows.push({
          plan: c.plan_name,
          limits: c.limit.map((l) => ({ amount: l.amount, appliesTo: hull ? 'AGREED_VALUE' : (parent.limit[0]?.applies_to_code ?? '') })),
          deductibles: hull ? hullDeductibles : [],
          premium: c.full_premium,
        });
      }
      groups.set(registration, group);
    }
  }
  return [...groups.values()];
}

function describe(answer: { makeModel?: string; year?: number } | undefined): { description?: string } {
  const parts = [answer?.makeModel?.trim(), answer?.year === undefined ? undefined : String(answer.year)].filter(Boolean);
  return parts.length ? { description: parts.join(', ') } : {};
}

export function summarize(quote: Quote, answers: AircraftAnswers = new Map()): QuoteSummary {
  const coverages = quote.product.flatMap((p) => p.coverage);
  const aircraft = aircraftGroups(coverages, answers);
  const rows = coverages
    .filter((c) => !c.vehicle?.length && c.full_premium > 0)
    .map((c) => ({ plan: c.plan_name, limits: amounts(c.limit), deductibles: amounts(c.deductible), premium: c.full_premium }));
  const annual = quote.payment_options.find((o) => o.plan_desc === 'ANNUALLY')?.payments[0];
  const taxes = cents((annual?.taxes ?? []).reduce((sum, t) => sum + t.amount, 0));
  const fees = cents((annual?.fee ?? []).reduce((sum, f) => sum + f.amount, 0));
  const premium = quote.full_premium_amount;
  const hasDeductibles = [...rows, ...aircraft.flatMap((g) => g.rows)].some((r) => r.deductibles.length > 0);
  return { aircraft, rows, hasDeductibles, premium, taxes, fees, total: annual?.gross_amount ?? cents(premium + taxes + fees) };
}

/** A coverage's commission as the quote page discloses it (docs/requirements.md §5.6). */
export interface CommissionRow {
  plan: string;
  insurer: string;
  /** registrations of the aircraft the coverage insures (the primary aviation coverage) */
  aircraft: string[];
  /** per cent: 15 for a rate of 0.15 */
  ratePercent: number;
  premium: number;
  amount: number;
}

export interface CommissionSummary {
  rows: CommissionRow[];
  total: number;
}

/**
 * The commission of each coverage of the quote with a premium, as rating computed it (the plan's
 * rates, docs/rating.md "Commission"); null when the quote carries none (programs without rates).
 */
export function commissions(quote: Quote): CommissionSummary | null {
  const rows = quote.product
    .flatMap((p) => p.coverage)
    .flatMap((c) =>
      c.commission && c.full_premium > 0
        ? [{
            plan: c.plan_name,
            insurer: c.commission.insurer,
            aircraft: (c.vehicle ?? []).map((v) => v.registration_number),
            // 0.15 × 100 is 15.000000000000002 in binary: the rate is written with at most 4 decimals
            ratePercent: Math.round(c.commission.rate * 1_000_000) / 10_000,
            premium: c.full_premium,
            amount: c.commission.amount,
          }]
        : [],
    );
  return rows.length ? { rows, total: cents(rows.reduce((sum, r) => sum + r.amount, 0)) } : null;
}
