/** The quote as the journey API carries it (docs/requirements.md §5.1, snake_case). */

export interface QuoteLimit {
  amount: number;
  applies_to_code: string;
  text: string;
}

export interface QuoteDeductible {
  amount: number;
  type_code: string;
}

export interface QuoteCoverageOption {
  type_code: string;
  value: string;
}

export interface VehicleSubCoverage {
  plan_name: string;
  limit: { amount: number }[];
  full_premium: number;
}

export interface QuoteVehicle {
  registration_number: string;
  coverage: VehicleSubCoverage[];
}

export interface QuoteCoverage {
  plan_name: string;
  full_premium: number;
  limit: QuoteLimit[];
  deductible: QuoteDeductible[];
  coverage_option: QuoteCoverageOption[];
  vehicle?: QuoteVehicle[];
}

export interface QuoteProduct {
  type_code: string;
  coverage: QuoteCoverage[];
}

export interface QuotePayment {
  taxes: { type_code: string; amount: number }[];
  fee: { type_code: string; amount: number }[];
  /** premium + taxes + fees */
  gross_amount: number;
  /** premium */
  net_amount: number;
}

export interface QuotePaymentOption {
  plan_desc: 'ANNUALLY';
  payments: QuotePayment[];
}

export interface Quote {
  id: string;
  parent_entity_id: string;
  line_of_business_code: string;
  /** sum of the coverages' premiums, before taxes and fees */
  full_premium_amount: number;
  product: QuoteProduct[];
  payment_options: QuotePaymentOption[];
}

/** proposal.quotes[] holds these (docs/requirements.md §5.1: each `{id, quote}`). */
export interface QuoteWrapper {
  id: string;
  quote: Quote;
}
