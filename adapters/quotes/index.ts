/** The quotes of a proposal as browser and server both read them (docs/requirements.md §5.5, §5.8). */
export { primaryLimit } from './primary-limit';
export { aircraftCount } from './aircraft-count';
export { approvedQuote, higherLimitAlternatives, switchRefusal, type ApprovedQuotes, type SwitchRefusal } from './higher-limits';
export { isQuoteExpired, quoteDaysLeft, type QuoteExpiryFacts, type QuoteExpirySettings } from './expiry';
export { quickQuoteChoice } from './quick-quote-choice';
export { aircraftAnswers, commissions, summarize, type AircraftAnswers, type AircraftGroup, type Amount, type CommissionRow, type CommissionSummary, type CoverageRow, type QuoteSummary } from './summary';
