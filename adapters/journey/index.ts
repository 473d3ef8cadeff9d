export { applicationTypeOf } from './application-type';
export { findLink, isAllowed, nextLink, previousLink, routeLinks } from './links';
export { progressStateName, routeForProgressState } from './progress-state';
export { isQuoteRoute, isRatedRoute, nextIsQuote, quoteStep } from './quote-route';
export { refineTarget, type RedirectFacts } from './redirect';
export {
  ALWAYS_COMPLETE_ROUTES, EXPECTATION_FAILED, INCONSISTENCY_TOLERATED, firstOpenRoute, firstValidRoute, isCategoryLocked, isRouteValid, routeInconsistency, routeStates,
  type RouteState, type RouteStateOptions,
} from './route-state';
export { applicationAnswers, otherStepsAnswers, type StepAnswers } from './step-answers';
export { pageOfLink, quickQuoteLinkForState } from './quick-quote';
export { QUICK_QUOTE_JOURNEY, QUICK_QUOTE_START_PERCENT, quickQuotePercent, quickQuotePilot } from './quick-quote-basics';
export { offersQuickRenewal, quickRenewLinks, quickRenewStates, regularRenewalStart, regularRenewalStates, type PrefilledStep } from './quick-renew';
export { quickRenewPercent, QUICK_RENEW_START_PERCENT } from './quick-renew-progress';
