export { applicationTypeOf } from './application-type';
export { findLink, isAllowed, nextLink, previousLink, routeLinks } from './links';
export { progressStateName, routeForProgressState } from './progress-state';
export { isQuoteRoute, isRatedRoute, nextIsQuote, quoteStep } from './quote-route';
export { otherStepsAnswers, type StepAnswers } from './step-answers';
