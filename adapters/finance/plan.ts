/**
 * Premium financing (docs/requirements.md §6.8): what a policy costs paid once a year, or
 * financed monthly through the finance provider. One rule for the quote page's finance tile,
 * the quick quote, the payment page and the server that records the plan.
 *
 * Taxes are not financed (a premium tax is due when the policy is issued), so they are paid with
 * the down payment; the rest is split into a down-payment share of the premium and fees, and
 * equal monthly instalments carrying the provider's yearly rate, flat over the months financed.
 * Amounts are counted in cents; the last instalment is never different, the rounding goes to the
 * down payment.
 */
import type { Quote } from '../api/quote';

/** brandsConfig `financing` (a program's entry over the shared one; false: not offered). */
export interface FinanceTerms {
  /** share of the premium and fees paid up front, percent (0 to 100) */
  downPaymentPercent: number;
  /** monthly instalments after the down payment */
  instalments: number;
  /** the provider's yearly rate on the financed amount, percent */
  annualRatePercent: number;
}

export type FinanceOption = 'YEARLY' | 'MONTHLY';
export const FINANCE_OPTIONS: readonly FinanceOption[] = ['YEARLY', 'MONTHLY'];

/** The shape of the quick-quote finance reply (spec names kept): dollars with cents. */
export interface FinancePlan {
  option: FinanceOption;
  /** paid now: the whole year (YEARLY), or taxes plus the down-payment share (MONTHLY) */
  down_payment: number;
  /** what the year costs in all: the quote's total, plus the finance charge when monthly */
  yearly_amount: number;
  /** each monthly instalment; 0 when yearly */
  installment_amount: number;
  /** how many instalments follow the down payment; 0 when yearly */
  installments: number;
  /** the provider's charge for financing; 0 when yearly */
  finance_charge: number;
}

const cents = (dollars: number): number => Math.round(dollars * 100);
const dollars = (c: number): number => c / 100;

/** What the quote's yearly payment is made of, in cents; null when the quote carries no payment (finance data missing). */
export function quoteAmounts(quote: Pick<Quote, 'payment_options'>): { total: number; taxes: number } | null {
  const payment = quote.payment_options[0]?.payments[0];
  if (!payment || !Number.isFinite(payment.gross_amount) || payment.gross_amount <= 0) return null;
  const taxes = payment.taxes.reduce((sum, tax) => sum + cents(tax.amount), 0);
  return { total: cents(payment.gross_amount), taxes };
}

/** Terms that make sense, from configuration; null when financing is off or malformed. */
export function financeTermsOf(config: { financing?: Partial<FinanceTerms> | false } | undefined): FinanceTerms | null {
  const f = config?.financing;
  if (!f) return null;
  const { downPaymentPercent, instalments, annualRatePercent } = f;
  if (typeof downPaymentPercent !== 'number' || !(downPaymentPercent >= 0 && downPaymentPercent < 100)) return null;
  if (typeof instalments !== 'number' || !Number.isInteger(instalments) || instalments < 1 || instalments > 12) return null;
  if (typeof annualRatePercent !== 'number' || !(annualRatePercent >= 0 && annualRatePercent <= 50)) return null;
  return { downPaymentPercent, instalments, annualRatePercent };
}

/** The plan for `option`; null when the quote carries no payment to finance. */
export function financePlan(quote: Pick<Quote, 'payment_options'>, terms: FinanceTerms, option: FinanceOption): FinancePlan | null {
  const amounts = quoteAmounts(quote);
  if (!amounts) return null;
  if (option === 'YEARLY') {
    return { option, down_payment: dollars(amounts.total), yearly_amount: dollars(amounts.total), installment_amount: 0, installments: 0, finance_charge: 0 };
  }
  const financeable = amounts.total - amounts.taxes;
  const share = Math.round((financeable * terms.downPaymentPercent) / 100);
  const financed = financeable - share;
  const charge = Math.round((financed * terms.annualRatePercent * terms.instalments) / 1200);
  const instalment = Math.floor((financed + charge) / terms.instalments);
  // what the floor left over is paid with the down payment, so every instalment is the same
  const down = amounts.taxes + share + (financed + charge - instalment * terms.instalments);
  return {
    option,
    down_payment: dollars(down),
    yearly_amount: dollars(amounts.total + charge),
    installment_amount: dollars(instalment),
    installments: terms.instalments,
    finance_charge: dollars(charge),
  };
}
