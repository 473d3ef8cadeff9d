/** Premium financing rules the browser and the server share. */
export { FINANCE_OPTIONS, financePlan, financeTermsOf, quoteAmounts, type FinanceOption, type FinancePlan, type FinanceTerms } from './plan';
