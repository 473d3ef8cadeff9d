/**
 * A rating plan: what an analyst writes in schemas/programs/<CLIENT>/rating.json
 * (JSON Schema: schemas/rating.schema.json; guide: docs/rating.md).
 *
 * Every computed value is JSON Logic evaluated against the rating data:
 *   { answers, derived, limit, base_premium, deductible, premium, item }
 * (`item` only inside vehicle coverages, `premium` is the running premium inside factors).
 */
import type { Locale, Logic } from '../../adapters/types';

/** A number or a JSON Logic expression giving one. */
export type Amount = number | Logic;

export interface Factor {
  /** shown in errors, e.g. "revenue band" */
  name: string;
  description?: string;
  /** multiply (default): premium × value; add: premium + value */
  kind?: 'multiply' | 'add';
  logic: Logic;
}

export interface PlanLimit {
  amount: number;
  base_premium: number;
  /** aggregate limit shown beside the each-claim limit */
  aggregate?: number;
  /** offered only while truthy (e.g. agent type 7 rules) */
  when?: Logic;
}

export interface PlanDeductible {
  type_code: string;
  amount: Amount;
}

export interface PlanCoverageOption {
  type_code: string;
  value: Logic;
}

/** What the broker is paid on a coverage (docs/rating.md "Commission"): DEMO rates of the aviation plans. */
export interface PlanCommission {
  /** the insurer the coverage is placed with */
  insurer: string;
  /** 0.15 is 15 % of the coverage's premium */
  rate: number;
}

export interface PrimaryCoverage {
  plan_name: string;
  applies_to_code: string;
  limits: PlanLimit[];
  deductible?: PlanDeductible;
  factors?: Factor[];
  /** applies to every limit above 0; a 0 limit is the no-cover quote of the zero-quote rule */
  minimum_premium?: number;
  coverage_options?: PlanCoverageOption[];
  commission?: PlanCommission;
}

export interface OptionalLimit {
  amount: Amount;
  applies_to_code: string;
}

export interface OptionalCoverage {
  plan_name: string;
  /** included in the quote (and its total) only while truthy */
  when: Logic;
  premium: Amount;
  limit?: OptionalLimit[];
  deductible?: PlanDeductible;
  coverage_options?: PlanCoverageOption[];
  commission?: PlanCommission;
}

export interface VehicleCoverage {
  plan_name: string;
  when?: Logic;
  /** the sub-coverage's limit, e.g. the hull's insured value or the quote's liability limit */
  limit: Amount;
  premium: Amount;
  factors?: Factor[];
}

export interface VehiclePlan {
  /** answer name of the list (multifield), e.g. "aircraft" */
  list: string;
  /** name of the registration inside each item */
  registration: string;
  coverages: VehicleCoverage[];
}

export interface PlanTax {
  type_code: string;
  /** 0.08 is 8 % */
  rate: number;
}

export interface PlanFee {
  type_code: string;
  amount: Amount;
}

export interface RatingPlan {
  $schema?: string;
  client: string;
  line_of_business_code: string;
  product_type_code: string;
  /** named values computed first, in order, readable as {"var": "derived.<name>"} */
  derived?: { name: string; description?: string; logic: Logic }[];
  primary: PrimaryCoverage;
  vehicles?: VehiclePlan;
  optional_coverages?: OptionalCoverage[];
  /** CSR review rules over {answers, derived}: any true → review_required */
  referrals?: { code: string; label: Record<Locale, string>; description?: string; when: Logic }[];
  /** the agent zero-quote rule (docs/requirements.md §5.4) */
  zero_quote_rule?: Logic;
  taxes: {
    note?: string;
    /** the province code the taxes follow, e.g. {"var": "answers.business_province"} */
    province: Logic;
    /** DEMO rates by province code; a province not listed pays none */
    by_province: Record<string, PlanTax[]>;
  };
  fees?: PlanFee[];
}

/** A plan with the file it came from, so every error can name it. */
export interface LoadedPlan {
  file: string;
  plan: RatingPlan;
}
