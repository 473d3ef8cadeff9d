import type { ErrorCode } from '../errors/codes';

/**
 * Error codes of the status, policy, payment and rating areas (10040-10079), beside the
 * platform's ERROR_CODE. `code()` widens them to the platform's ErrorCode type.
 */
const code = (n: number): ErrorCode => n as ErrorCode;

export const AREA_CODE = {
  illegalTransition: code(10040),
  transitionForbidden: code(10041),
  transitionTargetRequired: code(10042),
  statusChangedMeanwhile: code(10043),
  unknownQuote: code(10050),
  policyNotFound: code(10051),
  policyExists: code(10052),
  noQuotes: code(10053),
  paymentNotFound: code(10060),
  paymentDeclined: code(10061),
  cardInvalid: code(10062),
  paymentClosed: code(10063),
  paymentUpdatePolicyFailed: code(10064),
  ratingPlanBroken: code(10070),
} as const;
