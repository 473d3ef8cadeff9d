/** The quote as the journey API carries it (docs/requirements.md §5.1, snake_case); what the quote page reads. */
export interface QuoteCoverage {
  plan_name: string;
  full_premium: number;
  limit: { amount: number; applies_to_code: string; text?: string }[];
  deductible: { amount: number; type_code: string }[];
  coverage_option?: { type_code: string; value: string }[];
}

export interface QuotePayment {
  taxes: { type_code: string; amount: number }[];
  fee: { type_code: string; amount: number }[];
  gross_amount: number;
  net_amount: number;
}

export interface Quote {
  id: string;
  line_of_business_code: string;
  full_premium_amount: number;
  product: { type_code: string; coverage: QuoteCoverage[] }[];
  payment_options: { plan_desc: string; payments: QuotePayment[] }[];
}

export interface QuoteWrapper {
  id: string;
  quote: Quote;
}
