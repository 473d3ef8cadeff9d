import type enServer from '../../schemas/content/en-CA/server.json';
import type frServer from '../../schemas/content/fr-CA/server.json';
import { ERROR_CODE, type ErrorCode } from '../../adapters/api/error-codes';

/** A message of the server's catalogue (schemas/content/<locale>/server.json), in both locales. */
export type ServerMessageId = keyof typeof enServer & keyof typeof frServer;

export interface ErrorDefinition {
  /** the HTTP status of the reply; only the error handler (reply.ts) reads it */
  status: number;
  /** `code` of the reply, for the browser's error catalogue */
  code: ErrorCode;
  /** the reply's `message`, formatted in the caller's locale with the error's values */
  message: ServerMessageId;
}

/**
 * Every error the API answers with, declared once: its HTTP status, catalogue code and message id.
 * Code throws `domainError(kind, details)` (domain-error.ts) and never names a status; the error
 * handler turns the kind into the reply. A message id missing from either locale's catalogue does
 * not compile.
 */
export const ERRORS = {
  // the request itself
  invalidRequest: { status: 400, code: ERROR_CODE.invalidRequest, message: 'server.errors.invalidRequest' },
  fieldsInvalid: { status: 400, code: ERROR_CODE.fieldsInvalid, message: 'server.errors.fieldsInvalid' },
  malformedJson: { status: 400, code: ERROR_CODE.malformedJson, message: 'server.errors.malformedJson' },
  bodyTooLarge: { status: 413, code: ERROR_CODE.bodyTooLarge, message: 'server.errors.bodyTooLarge' },
  unsupportedMediaType: { status: 415, code: ERROR_CODE.unsupportedMediaType, message: 'server.errors.unsupportedMediaType' },
  routeNotFound: { status: 404, code: ERROR_CODE.routeNotFound, message: 'server.errors.routeNotFound' },
  badCharacter: { status: 400, code: ERROR_CODE.badCharacter, message: 'server.errors.badCharacter' },
  unstorableValue: { status: 400, code: ERROR_CODE.unstorableValue, message: 'server.errors.unstorableValue' },
  internal: { status: 500, code: ERROR_CODE.internal, message: 'server.errors.internal' },

  // session and access
  notSignedIn: { status: 401, code: ERROR_CODE.notSignedIn, message: 'server.errors.notSignedIn' },
  forbidden: { status: 403, code: ERROR_CODE.forbidden, message: 'server.errors.forbidden' },
  crossOrigin: { status: 403, code: ERROR_CODE.crossOrigin, message: 'server.errors.crossOrigin' },
  badCredentials: { status: 401, code: ERROR_CODE.badCredentials, message: 'server.errors.badCredentials' },
  tooManyAttempts: { status: 429, code: ERROR_CODE.tooManyAttempts, message: 'server.errors.tooManyAttempts' },
  /** the right password of a deactivated account (docs/requirements.md §7.1) */
  accountInactive: { status: 403, code: ERROR_CODE.accountInactive, message: 'server.errors.accountInactive' },
  /** a new password breaks the rules of docs/requirements.md §7.6; the reply's `rules` names them */
  passwordRefused: { status: 400, code: ERROR_CODE.passwordRefused, message: 'server.errors.passwordRefused' },

  // the admin panel (docs/requirements.md §8.6)
  /** both or neither of e-mail and customer number */
  searchOneOf: { status: 400, code: ERROR_CODE.searchOneOf, message: 'server.admin.searchOneOf' },
  /** no active customer role for the e-mail or customer number searched */
  customerRolesNotFound: { status: 404, code: ERROR_CODE.customerRolesNotFound, message: 'server.admin.notFound' },
  /** no such customer role (or a role that is not a customer's) */
  roleNotFound: { status: 404, code: ERROR_CODE.roleNotFound, message: 'server.admin.roleNotFound' },
  /** the role was deactivated already, e.g. by another CSR a moment ago */
  roleAlreadyDeactivated: { status: 409, code: ERROR_CODE.roleAlreadyDeactivated, message: 'server.admin.roleAlreadyDeactivated' },

  // password recovery (docs/requirements.md §7.9)
  tooManyRecoveryAttempts: { status: 429, code: ERROR_CODE.tooManyAttempts, message: 'server.recovery.tooMany' },
  recoveryCodeInvalid: { status: 400, code: ERROR_CODE.recoveryCodeInvalid, message: 'server.recovery.codeInvalid' },
  resetUnavailable: { status: 424, code: ERROR_CODE.resetUnavailable, message: 'server.recovery.unavailable' },

  // registration and one-time codes (docs/requirements.md §7.10)
  /** no live registration for the cookie: never started, finished or expired */
  registrationMissing: { status: 409, code: ERROR_CODE.registrationMissing, message: 'server.registration.missing' },
  /** a step called before its turn; the reply's `step` is the one that is due */
  registrationOutOfOrder: { status: 409, code: ERROR_CODE.registrationOutOfOrder, message: 'server.registration.outOfOrder' },
  oneTimeCodeInvalid: { status: 400, code: ERROR_CODE.oneTimeCodeInvalid, message: 'server.oneTimeCode.invalid' },
  /** no live code: used, expired or out of tries; a new one is needed */
  oneTimeCodeSpent: { status: 400, code: ERROR_CODE.oneTimeCodeSpent, message: 'server.oneTimeCode.spent' },
  oneTimeCodeWait: { status: 429, code: ERROR_CODE.oneTimeCodeWait, message: 'server.oneTimeCode.wait' },
  /** the spec's REGISTRATION_NOT_ALLOWED (the reply's `reason`) */
  registrationNotAllowed: { status: 410, code: ERROR_CODE.registrationNotAllowed, message: 'server.registration.notAllowed' },
  postalCodeInvalid: { status: 400, code: ERROR_CODE.postalCodeInvalid, message: 'server.registration.postalCodeInvalid' },
  unknownProgram: { status: 400, code: ERROR_CODE.unknownProgram, message: 'server.registration.unknownProgram' },
  nameTooLong: { status: 400, code: ERROR_CODE.nameTooLong, message: 'server.registration.nameTooLong' },
  addressNotFound: { status: 400, code: ERROR_CODE.addressNotFound, message: 'server.registration.addressNotFound' },

  // quick quote (docs/requirements.md §2.12)
  /** no live quick quote for the session id: never started, expired, or not this visitor's */
  quickQuoteMissing: { status: 401, code: ERROR_CODE.quickQuoteMissing, message: 'server.quickQuote.missing' },
  /** the quick quote is another program's than the request's client */
  quickQuoteOtherProgram: { status: 403, code: ERROR_CODE.quickQuoteOtherProgram, message: 'server.quickQuote.otherProgram' },
  /** the quick quote became a customer's application already */
  quickQuoteHandedOff: { status: 409, code: ERROR_CODE.quickQuoteHandedOff, message: 'server.quickQuote.handedOff' },
  /** the program has no quick-quote journey */
  quickQuoteUnavailable: { status: 404, code: ERROR_CODE.quickQuoteUnavailable, message: 'server.quickQuote.unavailable' },
  quickQuoteTooMany: { status: 429, code: ERROR_CODE.quickQuoteTooMany, message: 'server.quickQuote.tooMany' },
  /** registration from a quick quote before its premium (the pilot's name and e-mail) was reached */
  quickQuoteNotRated: { status: 409, code: ERROR_CODE.quickQuoteNotRated, message: 'server.quickQuote.notRated' },
  /** finance asked for a quote id the quick quote does not hold */
  quickQuoteUnknownQuote: { status: 400, code: ERROR_CODE.quickQuoteUnknownQuote, message: 'server.quickQuote.unknownQuote' },

  // config service
  unknownClient: { status: 404, code: ERROR_CODE.configNotFound, message: 'server.errors.unknownClient' },
  unknownPage: { status: 404, code: ERROR_CODE.configNotFound, message: 'server.errors.unknownPage' },
  unknownValidator: { status: 404, code: ERROR_CODE.configNotFound, message: 'server.errors.unknownValidator' },

  // proposals
  customerNumberRequired: { status: 400, code: ERROR_CODE.invalidRequest, message: 'server.errors.customerNumberRequired' },
  onlyApplicantsCreate: { status: 403, code: ERROR_CODE.forbidden, message: 'server.errors.onlyApplicantsCreate' },
  proposalNotFound: { status: 404, code: ERROR_CODE.proposalNotFound, message: 'server.errors.proposalNotFound' },
  /** a CSR chose a customer (POST /session/customer) that does not exist, or that has no application */
  customerNotFound: { status: 404, code: ERROR_CODE.proposalNotFound, message: 'server.errors.customerNotFound' },
  customerWithoutApplication: { status: 404, code: ERROR_CODE.proposalNotFound, message: 'server.errors.customerWithoutApplication' },
  proposalExists: { status: 409, code: ERROR_CODE.proposalExists, message: 'server.errors.proposalExists' },
  staleRevision: { status: 409, code: ERROR_CODE.staleRevision, message: 'server.errors.staleRevision' },
  revisionRequired: { status: 400, code: ERROR_CODE.revisionRequired, message: 'server.errors.revisionRequired' },
  unknownStep: { status: 400, code: ERROR_CODE.unknownStep, message: 'server.errors.unknownStep' },
  unknownProgressState: { status: 400, code: ERROR_CODE.unknownProgressState, message: 'server.errors.unknownProgressState' },
  stepTooLarge: { status: 400, code: ERROR_CODE.stepTooLarge, message: 'server.errors.stepTooLarge' },
  proposalLocked: { status: 409, code: ERROR_CODE.proposalLocked, message: 'server.errors.proposalLocked' },
  /** a draft over MAX_DRAFT_BYTES (adapters/api/draft.ts), its body or its answers */
  draftTooLarge: { status: 413, code: ERROR_CODE.bodyTooLarge, message: 'server.errors.draftTooLarge' },

  // status changes (the transition table of adapters/status)
  illegalTransition: { status: 409, code: ERROR_CODE.illegalTransition, message: 'server.status.illegal' },
  transitionForbidden: { status: 403, code: ERROR_CODE.transitionForbidden, message: 'server.status.forbidden' },
  transitionTargetRequired: { status: 400, code: ERROR_CODE.transitionTargetRequired, message: 'server.status.targetRequired' },
  statusChangedMeanwhile: { status: 409, code: ERROR_CODE.statusChangedMeanwhile, message: 'server.status.changedMeanwhile' },
  unknownActor: { status: 403, code: ERROR_CODE.transitionForbidden, message: 'server.errors.forbidden' },
  quoteSwitchProgram: { status: 409, code: ERROR_CODE.quoteSwitchRefused, message: 'server.status.switch.program' },
  quoteSwitchAircraft: { status: 409, code: ERROR_CODE.quoteSwitchRefused, message: 'server.status.switch.aircraft' },
  quoteSwitchNotHigher: { status: 409, code: ERROR_CODE.quoteSwitchRefused, message: 'server.status.switch.notHigher' },

  // policies
  unknownQuote: { status: 400, code: ERROR_CODE.unknownQuote, message: 'server.policies.unknownQuote' },
  noQuotes: { status: 409, code: ERROR_CODE.noQuotes, message: 'server.policies.noQuotes' },
  /** docs/requirements.md §5.9: accepting, or issuing a policy on, a quote past its days */
  quoteExpired: { status: 409, code: ERROR_CODE.quoteExpired, message: 'server.errors.quoteExpired' },
  quoteNotExpired: { status: 409, code: ERROR_CODE.quoteNotExpired, message: 'server.errors.quoteNotExpired' },
  quoteNotAccepted: { status: 409, code: ERROR_CODE.quoteNotAccepted, message: 'server.policies.quoteNotAccepted' },
  /** docs/requirements.md §6.1: a CSR-approved application's policy waits for the applicant's terms acceptance */
  termsNotAccepted: { status: 409, code: ERROR_CODE.termsNotAccepted, message: 'server.policies.termsNotAccepted' },
  termsNotOpen: { status: 409, code: ERROR_CODE.termsNotOpen, message: 'server.errors.termsNotOpen' },
  policyNotFound: { status: 404, code: ERROR_CODE.policyNotFound, message: 'server.policies.notFound' },
  policyExists: { status: 409, code: ERROR_CODE.policyExists, message: 'server.policies.exists' },
  reviewRequired: { status: 409, code: ERROR_CODE.reviewRequired, message: 'server.policies.reviewRequired' },
  paymentMethodFixed: { status: 409, code: ERROR_CODE.paymentMethodFixed, message: 'server.policies.paymentMethodFixed' },
  chequeChosen: { status: 409, code: ERROR_CODE.paymentMethodFixed, message: 'server.policies.chequeChosen' },
  chequeNotOffered: { status: 409, code: ERROR_CODE.paymentMethodFixed, message: 'server.policies.chequeNotOffered' },

  // renewals (docs/requirements.md §2.11)
  /** before the policy's renewal window opens */
  renewalNotOpen: { status: 409, code: ERROR_CODE.renewalNotOpen, message: 'server.renewals.notOpen' },
  /** after the policy's renewal window closed */
  renewalClosed: { status: 409, code: ERROR_CODE.renewalClosed, message: 'server.renewals.closed' },
  /** not paid (no status code), void, or renewed already (RWL) */
  policyNotRenewable: { status: 409, code: ERROR_CODE.policyNotRenewable, message: 'server.renewals.notRenewable' },
  /** the customer has another application under way */
  renewalBlocked: { status: 409, code: ERROR_CODE.renewalBlocked, message: 'server.renewals.blocked' },
  /** the program has no quick renewal (its journey has no page of its own) */
  quickRenewalNotOffered: { status: 409, code: ERROR_CODE.quickRenewalNotOffered, message: 'server.renewals.quickNotOffered' },
  /** only an open quick renewal turns into the regular one */
  notQuickRenewal: { status: 409, code: ERROR_CODE.notQuickRenewal, message: 'server.renewals.notQuick' },

  // the dashboard (docs/requirements.md §11.4)
  /** an application of the coverage type is under way */
  addPolicyActive: { status: 409, code: ERROR_CODE.addPolicyActive, message: 'server.dashboard.addPolicyActive' },
  /** the policies of the coverage type not expired reach the configured maximum */
  addPolicyMax: { status: 409, code: ERROR_CODE.addPolicyMax, message: 'server.dashboard.addPolicyMax' },
  /** an applicant with no aviation customer, or naming a customer number not theirs */
  notDashboardCustomer: { status: 403, code: ERROR_CODE.notDashboardCustomer, message: 'server.dashboard.notYours' },

  // maintenance (docs/requirements.md §11.7)
  /** a write while a maintenance window is on; the reply's message is the error catalogue's (server/maintenance) */
  maintenanceActive: { status: 503, code: ERROR_CODE.maintenanceActive, message: 'server.maintenance.active' },
  maintenanceEndsBeforeStart: { status: 400, code: ERROR_CODE.maintenanceEndsBeforeStart, message: 'server.maintenance.endsBeforeStart' },
  maintenanceEndsInPast: { status: 400, code: ERROR_CODE.maintenanceEndsInPast, message: 'server.maintenance.endsInPast' },
  maintenanceTimeInvalid: { status: 400, code: ERROR_CODE.maintenanceTimeInvalid, message: 'server.maintenance.timeInvalid' },
  /** no such window, or it is over already */
  maintenanceWindowNotFound: { status: 404, code: ERROR_CODE.maintenanceWindowNotFound, message: 'server.maintenance.notFound' },
  /** the new window overlaps one already scheduled */
  maintenanceOverlap: { status: 409, code: ERROR_CODE.maintenanceOverlap, message: 'server.maintenance.overlap' },
  // the layout studio (docs/requirements.md §13)
  /** the check found problems (the reply's `problems` and `messageList` list them): nothing published */
  studioProblems: { status: 422, code: ERROR_CODE.studioProblems, message: 'server.studio.problems' },
  /** another publish moved a file's published version since the analyst's `base` */
  studioStale: { status: 409, code: ERROR_CODE.studioStale, message: 'server.studio.stale' },
  studioVersionNotFound: { status: 404, code: ERROR_CODE.studioVersionNotFound, message: 'server.studio.versionNotFound' },
  /** a rollback to a draft: only a version once published can be published again */
  studioNotPublished: { status: 400, code: ERROR_CODE.studioNotPublished, message: 'server.studio.notPublished' },
  /** a file of another program than the request's client */
  studioOtherProgram: { status: 400, code: ERROR_CODE.studioOtherProgram, message: 'server.studio.otherProgram' },
  studioDuplicatePath: { status: 400, code: ERROR_CODE.studioDuplicatePath, message: 'server.studio.duplicatePath' },
  /** a change without its `base` entry */
  studioBaseMissing: { status: 400, code: ERROR_CODE.studioBaseMissing, message: 'server.studio.baseMissing' },
  studioUnknownProgram: { status: 404, code: ERROR_CODE.studioUnknownProgram, message: 'server.studio.unknownProgram' },
  studioFileNotFound: { status: 404, code: ERROR_CODE.studioFileNotFound, message: 'server.studio.fileNotFound' },
  /** a rollback to the version published now */
  studioAlreadyPublished: { status: 409, code: ERROR_CODE.studioAlreadyPublished, message: 'server.studio.alreadyPublished' },
  // the application PDF
  /** no final quote has made the application's PDF yet (docs/requirements.md §6.7) */
  applicationPdfMissing: { status: 404, code: ERROR_CODE.applicationPdfMissing, message: 'server.pdf.missing' },
  // documents (docs/requirements.md §11.5)
  /** a file of zero bytes */
  documentEmpty: { status: 400, code: ERROR_CODE.documentEmpty, message: 'server.documents.empty' },
  /** a file over the configured maxFileBytes */
  documentTooLarge: { status: 413, code: ERROR_CODE.documentTooLarge, message: 'server.documents.tooLarge' },
  /** a file whose content is none of the configured types, whatever its name or declared type says */
  documentTypeRefused: { status: 415, code: ERROR_CODE.documentTypeRefused, message: 'server.documents.typeRefused' },
  /** the application holds the configured maxFiles already */
  documentTooMany: { status: 409, code: ERROR_CODE.documentTooMany, message: 'server.documents.tooMany' },
  /** no such document, or one the caller may not read: the same answer, so an id tells nothing */
  documentNotFound: { status: 404, code: ERROR_CODE.documentNotFound, message: 'server.documents.notFound' },
  /** an upload without a file part */
  documentMissing: { status: 400, code: ERROR_CODE.documentMissing, message: 'server.documents.missing' },
  /** the application's steps are locked (docs/requirements.md §2.7): its documents stay as they are */
  documentsLocked: { status: 409, code: ERROR_CODE.documentsLocked, message: 'server.documents.locked' },
  /** more than one file, or too many parts, in one upload */
  documentOneFile: { status: 400, code: ERROR_CODE.documentOneFile, message: 'server.documents.oneFile' },
  /** a multipart body the parser cannot read (no boundary, cut short, malformed headers) */
  documentUnreadable: { status: 400, code: ERROR_CODE.documentUnreadable, message: 'server.documents.unreadable' },

  // payments
  paymentNotFound: { status: 404, code: ERROR_CODE.paymentNotFound, message: 'server.payments.notFound' },
  paymentInProgress: { status: 409, code: ERROR_CODE.paymentInProgress, message: 'server.payments.inProgress' },
  paymentClosed: { status: 409, code: ERROR_CODE.paymentClosed, message: 'server.payments.closed' },
  alreadyPaid: { status: 409, code: ERROR_CODE.paymentClosed, message: 'server.payments.alreadyPaid' },
  notPayable: { status: 409, code: ERROR_CODE.paymentClosed, message: 'server.payments.notPayable' },
  cardDeclined: { status: 402, code: ERROR_CODE.paymentDeclined, message: 'server.payments.declined' },
  insufficientFunds: { status: 402, code: ERROR_CODE.paymentDeclined, message: 'server.payments.insufficientFunds' },
  cardExpired: { status: 402, code: ERROR_CODE.paymentDeclined, message: 'server.payments.cardExpired' },
  paymentTokenInvalid: { status: 400, code: ERROR_CODE.paymentTokenInvalid, message: 'server.payments.tokenInvalid' },
  cardDataRefused: { status: 400, code: ERROR_CODE.cardDataRefused, message: 'server.payments.cardRefused' },
  paymentProviderUnavailable: { status: 502, code: ERROR_CODE.paymentProviderUnavailable, message: 'server.payments.providerUnavailable' },
  /** the payment's transaction is left in PAYMENT_SUCCESS_UPDATE_POLICY_FAILED (a later request finds it so) */
  paymentUpdatePolicyFailed: { status: 409, code: ERROR_CODE.paymentUpdatePolicyFailed, message: 'server.payments.updatePolicyFailed' },
  /** the request whose payment succeeded but could not bind the policy */
  paymentBindFailed: { status: 500, code: ERROR_CODE.paymentUpdatePolicyFailed, message: 'server.payments.updatePolicyFailed' },

  // premium financing (docs/payments.md "Premium financing")
  /** the program's brand configuration sets `financing` to false */
  financeNotOffered: { status: 409, code: ERROR_CODE.financeNotOffered, message: 'server.financing.notOffered' },
  /** the issued quote carries no payment to finance: the brand's quoteUnavailableMessage (details.text) */
  financeUnavailable: { status: 409, code: ERROR_CODE.financeUnavailable, message: 'server.financing.unavailable' },
  /** financed already with the other option */
  financeChosen: { status: 409, code: ERROR_CODE.financeChosen, message: 'server.financing.chosen' },
  /** the cheque was chosen: no financing online */
  financeAfterCheque: { status: 409, code: ERROR_CODE.paymentMethodFixed, message: 'server.financing.chequeChosen' },
  financeDeclined: { status: 402, code: ERROR_CODE.financeDeclined, message: 'server.financing.declined' },
  financeProviderUnavailable: { status: 502, code: ERROR_CODE.financeProviderUnavailable, message: 'server.financing.providerUnavailable' },

  // rating
  ratingPlanBroken: { status: 500, code: ERROR_CODE.ratingPlanBroken, message: 'server.rating.planBroken' },

  // look-ups and page-route analytics (docs/requirements.md §11.6, §11.8)
  lookupTooMany: { status: 429, code: ERROR_CODE.lookupTooMany, message: 'server.lookups.tooMany' },
  aircraftUnknown: { status: 404, code: ERROR_CODE.aircraftUnknown, message: 'server.lookups.aircraftUnknown' },
  lookupUnavailable: { status: 502, code: ERROR_CODE.lookupUnavailable, message: 'server.lookups.unavailable' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorKind = keyof typeof ERRORS;
