import { primaryLimit } from '../../adapters/quotes';
import type { Locale, Logic } from '../../adapters/types';
import { mergeAnswers, type RatableProposal } from './answers';
import { evaluate } from './logic';
import { round2, sum2 } from './money';
import { RatingPlanError } from './plan-error';
import type { Amount, Factor, LoadedPlan, OptionalCoverage, PlanCommission, PlanCoverageOption, PlanDeductible, PlanLimit, RatingPlan } from './plan-types';
import type { Quote, QuoteCommission, QuoteCoverage, QuoteCoverageOption, QuoteDeductible, QuoteVehicle, QuoteWrapper } from '../../adapters/api';

export interface RateOptions {
  /** quote id for a limit; default `<proposal id>-<limit>` (deterministic, for tests) */
  newId?: (limit: number) => string;
  /** locale of the limits' `text`; default en-CA */
  locale?: Locale;
}

type Data = Record<string, unknown>;

/**
 * Rates a proposal with a plan: one quote per offered limit, ordered by limit ascending
 * (docs/requirements.md §5.5). Pure: no I/O, no clock, no randomness unless `newId` has some.
 * A plan whose logic yields something unusable throws RatingPlanError naming file and path.
 */
export function rate(loaded: LoadedPlan, proposal: RatableProposal, options: RateOptions = {}): QuoteWrapper[] {
  const { plan } = loaded;
  const at = evaluator(loaded.file);
  const answers = mergeAnswers(proposal);
  const base: Data = { answers, derived: {} };
  const derived: Data = {};
  (plan.derived ?? []).forEach((d, i) => {
    derived[d.name] = at.value(d.logic, { answers, derived }, `$.derived[${i}].logic`);
  });
  base.derived = derived;

  const zeroQuoteMode = plan.zero_quote_rule === undefined ? undefined : truthy(at.value(plan.zero_quote_rule, base, '$.zero_quote_rule'));
  const province = String(at.value(plan.taxes.province, base, '$.taxes.province') ?? '').toUpperCase();
  const money = moneyText(options.locale ?? 'en-CA');

  const quotes: Quote[] = [];
  plan.primary.limits.forEach((limit, i) => {
    if (limit.when !== undefined && !truthy(at.value(limit.when, { ...base, limit: limit.amount }, `$.primary.limits[${i}].when`))) return;
    const quote = rateLimit(plan, limit, base, at, money);
    if (zeroQuoteMode !== undefined) {
      const primary = quote.product[0]!.coverage[0]!;
      const isZeroQuote = limit.amount === 0 && primary.full_premium === 0;
      if (zeroQuoteMode !== isZeroQuote) return;
    }
    addPayment(plan, quote, { ...base, limit: limit.amount }, province, at);
    quote.id = options.newId?.(limit.amount) ?? `${proposal.id}-${limit.amount}`;
    quote.parent_entity_id = proposal.id;
    quotes.push(quote);
  });
  quotes.sort((a, b) => primaryLimit(a) - primaryLimit(b));
  return quotes.map((quote) => ({ id: quote.id, quote }));
}

function rateLimit(plan: RatingPlan, limit: PlanLimit, base: Data, at: Evaluator, money: (n: number) => string): Quote {
  const p = plan.primary;
  const data: Data = { ...base, limit: limit.amount, base_premium: limit.base_premium, deductible: null };
  const deductible = deductibleOf(p.deductible, data, '$.primary.deductible', at);
  data.deductible = deductible[0]?.amount ?? null;

  let vehicles: QuoteVehicle[] | undefined;
  let start = limit.base_premium;
  if (plan.vehicles) {
    vehicles = rateVehicles(plan, data, at);
    start = sum2(vehicles.flatMap((v) => v.coverage.map((c) => c.full_premium)));
  }
  let premium = applyFactors(start, p.factors, data, '$.primary.factors', at);
  if (limit.amount > 0 && p.minimum_premium !== undefined) premium = Math.max(premium, p.minimum_premium);
  premium = round2(premium);

  const limits = [{ amount: limit.amount, applies_to_code: p.applies_to_code, text: money(limit.amount) }];
  if (limit.aggregate !== undefined) limits.push({ amount: limit.aggregate, applies_to_code: 'AGGREGATE', text: money(limit.aggregate) });
  const primary: QuoteCoverage = {
    plan_name: p.plan_name,
    full_premium: premium,
    limit: limits,
    deductible,
    coverage_option: optionsOf(p.coverage_options, data, '$.primary.coverage_options', at),
    ...(vehicles ? { vehicle: vehicles } : {}),
    ...commissionOf(p.commission, premium),
  };
  const optional = (plan.optional_coverages ?? []).flatMap((c, i) =>
    optionalCoverage(c, { ...data, premium }, `$.optional_coverages[${i}]`, at, money),
  );
  const coverage = [primary, ...optional];
  return {
    id: '',
    parent_entity_id: '',
    line_of_business_code: plan.line_of_business_code,
    full_premium_amount: sum2(coverage.map((c) => c.full_premium)),
    product: [{ type_code: plan.product_type_code, coverage }],
    payment_options: [],
  };
}

function rateVehicles(plan: RatingPlan, data: Data, at: Evaluator): QuoteVehicle[] {
  const v = plan.vehicles!;
  const list = (data.answers as Data)[v.list];
  const items = Array.isArray(list) ? (list as unknown[]) : [];
  return items.map((raw) => {
    const item = raw !== null && typeof raw === 'object' ? (raw as Data) : {};
    const itemData = { ...data, item };
    const coverage = v.coverages.flatMap((c, i) => {
      const path = `$.vehicles.coverages[${i}]`;
      if (c.when !== undefined && !truthy(at.value(c.when, itemData, `${path}.when`))) return [];
      const amount = at.number(c.limit, itemData, `${path}.limit`);
      const start = at.number(c.premium, itemData, `${path}.premium`);
      const premium = round2(applyFactors(start, c.factors, itemData, `${path}.factors`, at));
      return [{ plan_name: c.plan_name, limit: [{ amount }], full_premium: premium }];
    });
    return { registration_number: String(item[v.registration] ?? ''), coverage };
  });
}

function optionalCoverage(c: OptionalCoverage, data: Data, path: string, at: Evaluator, money: (n: number) => string): QuoteCoverage[] {
  if (!truthy(at.value(c.when, data, `${path}.when`))) return [];
  const premium = round2(at.number(c.premium, data, `${path}.premium`));
  return [
    {
      plan_name: c.plan_name,
      full_premium: premium,
      limit: (c.limit ?? []).map((l, j) => {
        const amount = at.number(l.amount, data, `${path}.limit[${j}].amount`);
        return { amount, applies_to_code: l.applies_to_code, text: money(amount) };
      }),
      deductible: deductibleOf(c.deductible, data, `${path}.deductible`, at),
      coverage_option: optionsOf(c.coverage_options, data, `${path}.coverage_options`, at),
      ...commissionOf(c.commission, premium),
    },
  ];
}

/** The commission on a coverage of `premium` (docs/rating.md "Commission"): premium × rate, rounded to cents. */
function commissionOf(c: PlanCommission | undefined, premium: number): { commission?: QuoteCommission } {
  return c ? { commission: { insurer: c.insurer, rate: c.rate, amount: round2(premium * c.rate) } } : {};
}

function addPayment(plan: RatingPlan, quote: Quote, data: Data, province: string, at: Evaluator): void {
  const net = quote.full_premium_amount;
  const taxes = (plan.taxes.by_province[province] ?? []).map((t) => ({ type_code: t.type_code, amount: round2(net * t.rate) }));
  const fee = (plan.fees ?? []).map((f, i) => ({
    type_code: f.type_code,
    amount: round2(at.number(f.amount, { ...data, premium: net }, `$.fees[${i}].amount`)),
  }));
  const gross = sum2([net, ...taxes.map((t) => t.amount), ...fee.map((f) => f.amount)]);
  quote.payment_options = [{ plan_desc: 'ANNUALLY', payments: [{ taxes, fee, gross_amount: gross, net_amount: net }] }];
}

function applyFactors(start: number, factors: Factor[] | undefined, data: Data, path: string, at: Evaluator): number {
  let premium = start;
  (factors ?? []).forEach((f, i) => {
    const add = f.kind === 'add';
    const value = at.number(f.logic, { ...data, premium }, `${path}[${i}].logic`, { name: f.name, negative: add });
    premium = add ? premium + value : premium * value;
  });
  if (premium < 0) at.fail(path, `bring the premium below 0 (${round2(premium)})`);
  return premium;
}

function deductibleOf(d: PlanDeductible | undefined, data: Data, path: string, at: Evaluator): QuoteDeductible[] {
  if (!d) return [];
  const raw = at.value(d.amount as Logic, data, `${path}.amount`);
  if (raw === null || raw === undefined || raw === '') return [];
  return [{ amount: at.number(raw as Amount, data, `${path}.amount`), type_code: d.type_code }];
}

function optionsOf(list: PlanCoverageOption[] | undefined, data: Data, path: string, at: Evaluator): QuoteCoverageOption[] {
  return (list ?? []).flatMap((o, i) => {
    const value = at.value(o.value, data, `${path}[${i}].value`);
    return value === null || value === undefined || value === '' ? [] : [{ type_code: o.type_code, value: String(value) }];
  });
}

/** JSON Logic truthiness, which differs from JavaScript's for empty arrays. */
function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

function moneyText(locale: Locale): (n: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });
  return (n) => format.format(n);
}

interface Evaluator {
  value(logic: Logic, data: Data, path: string): unknown;
  number(amount: Amount, data: Data, path: string, opts?: { name?: string; negative?: boolean }): number;
  fail(path: string, message: string): never;
}

/** Evaluates plan logic, turning any failure into an error that names the plan file and path. */
function evaluator(file: string): Evaluator {
  const fail = (path: string, message: string): never => {
    throw new RatingPlanError([{ file, path, message }]);
  };
  const value = (logic: Logic, data: Data, path: string): unknown => {
    try {
      return evaluate(logic, data);
    } catch (err) {
      return fail(path, `could not be evaluated: ${(err as Error).message}`);
    }
  };
  return {
    value,
    fail,
    number(amount, data, path, opts = {}) {
      const raw = typeof amount === 'number' ? amount : value(amount, data, path);
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      if (!Number.isFinite(n) || (n < 0 && !opts.negative)) {
        const what = opts.negative ? 'a number' : 'a number of 0 or more';
        fail(path, `${opts.name ? `(${opts.name}) ` : ''}gave ${JSON.stringify(raw) ?? 'nothing'}, not ${what}`);
      }
      return n;
    },
  };
}
