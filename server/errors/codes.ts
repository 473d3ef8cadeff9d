/**
 * Numeric error codes in the `code` of an error reply; the browser's error catalogue
 * (config page=errors) looks entries up by page, status, then code (docs/requirements.md §10.5). 0 = none.
 * One list for every area, so a code is never used twice and needs no cast.
 */
export const ERROR_CODE = {
  none: 0,
  invalidRequest: 10001,
  fieldsInvalid: 10002,
  malformedJson: 10003,
  bodyTooLarge: 10004,
  unsupportedMediaType: 10005,
  routeNotFound: 10006,
  badCharacter: 10007,
  unstorableValue: 10008,
  notSignedIn: 10010,
  forbidden: 10011,
  crossOrigin: 10012,
  badCredentials: 10013,
  tooManyAttempts: 10014,
  passwordRefused: 10015,
  proposalNotFound: 10020,
  proposalExists: 10021,
  staleRevision: 10022,
  revisionRequired: 10023,
  unknownStep: 10024,
  proposalLocked: 10025,
  configNotFound: 10030,
  // status, policy, payment and rating areas (10040-10079)
  illegalTransition: 10040,
  transitionForbidden: 10041,
  transitionTargetRequired: 10042,
  statusChangedMeanwhile: 10043,
  reviewRequired: 10044,
  quoteSwitchRefused: 10045,
  quoteNotAccepted: 10046,
  paymentMethodFixed: 10047,
  unknownQuote: 10050,
  policyNotFound: 10051,
  policyExists: 10052,
  noQuotes: 10053,
  unknownProgressState: 10054,
  stepTooLarge: 10055,
  paymentNotFound: 10060,
  paymentDeclined: 10061,
  paymentClosed: 10063,
  paymentUpdatePolicyFailed: 10064,
  paymentInProgress: 10065,
  paymentProviderUnavailable: 10066,
  cardDataRefused: 10067,
  paymentTokenInvalid: 10068,
  ratingPlanBroken: 10070,
  // password recovery (10080-10089)
  recoveryCodeInvalid: 10080,
  resetUnavailable: 10082,
  internal: 10500,
} as const;

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];
