/**
 * The wire contract of the API, shared by the server's route schemas and the browser's API client:
 * each body as a JSON Schema, its TypeScript type derived from it. A change to the contract is a
 * change here; both sides follow.
 */
export { SPEC_STATUS_TEXT, HTTP_STATUS_TEXT, GENERIC_STATUS_TEXT, specStatusText, httpStatusText, statusTextKey } from './status-text';
export { errorReplySchema, fieldErrorSchema, type ErrorReply } from './error-reply';
export {
  customerHeadersSchema, proposalHeadersSchema, requestHeadersSchema, revisionHeadersSchema,
  type CustomerHeaders, type FlagHeader, type ProposalHeaders, type RequestHeaders, type RevisionHeaders,
} from './headers';
export { CUSTOMER_NUMBER_PATTERN, customerNumberParamsSchema, idParamsSchema, type CustomerNumberParams, type IdParams } from './params';
export { progressStateSchema, stepsBodySchema, type ProgressState, type StepInput, type StepsBody } from './progress-state';
export {
  quoteSchema, quoteWrapperSchema,
  type Quote, type QuoteCommission, type QuoteCoverage, type QuoteCoverageOption, type QuoteDeductible, type QuoteLimit, type QuotePayment,
  type QuotePaymentOption, type QuoteProduct, type QuoteVehicle, type QuoteWrapper,
} from './quote';
export {
  csrReviewReplySchema, proposalSchema, proposalWithApplicantSchema, searchQuerySchema, searchReplySchema,
  type Applicant, type CsrReviewReply, type Proposal, type ProposalWithApplicant, type SearchQuery, type SearchReply,
} from './proposal';
export { acceptQuoteBodySchema, statusChangeBodySchema, statusEventSchema, type AcceptQuoteBody, type StatusChangeBody, type StatusEvent } from './status-change';
export {
  PAYMENT_METHOD_CODES, createdPolicySchema, createPolicyBodySchema, financeBodySchema, financePlanRecordSchema, policySchema, updatePolicyBodySchema,
  type CreatedPolicy, type CreatePolicyBody, type FinanceBody, type PaymentMethodCode, type Policy, type UpdatePolicyBody,
} from './policy';
export {
  addPolicyBodySchema, addPolicyReplySchema, dashboardCardSchema, dashboardReplySchema,
  type AddPolicyBody, type AddPolicyReply, type DashboardCard, type DashboardReply,
} from './dashboard';
export {
  PROGRESS_CODES, getPaymentBodySchema, hostedFieldsSchema, startPaymentBodySchema, transactionSchema, updatePaymentBodySchema,
  type GetPaymentBody, type HostedFields, type PaymentTransaction, type ProgressCode, type StartPaymentBody, type UpdatePaymentBody,
} from './payment';
export {
  chooseCustomerBodySchema, idleSettingsSchema, loginBodySchema, loginReplySchema, logoutBodySchema, sessionReplySchema, sessionUserSchema, roleGrantSchema,
  type ChooseCustomerBody, type IdleSettingsWire, type LoginBody, type LoginReply, type LogoutBody, type SessionReply, type SessionUserWire,
} from './session';
export { ENVIRONMENTS, configQuerySchema, configReplySchema, reloadReplySchema, type ConfigQuery, type ConfigReply, type ReloadReply } from './config';
export {
  forgotPasswordBodySchema, forgotPasswordReplySchema, resetPasswordBodySchema, resetPasswordReplySchema,
  type ForgotPasswordBody, type ForgotPasswordReply, type ResetPasswordBody, type ResetPasswordReply,
} from './recovery';
export { STAFF_BASE_PATTERN, staffCallbackQuerySchema, staffSignInQuerySchema, type StaffCallbackQuery, type StaffSignInQuery } from './staff-sign-in';
export {
  addressLookupQuerySchema, addressLookupReplySchema, addressSuggestionSchema, createPasswordBodySchema, createProfileBodySchema,
  otpResendReplySchema, otpVerifyBodySchema, registrationReplySchema, registrationStartBodySchema, registrationStateReplySchema,
  registrationViewSchema,
  type AddressLookupQuery, type AddressLookupReply, type AddressSuggestion, type CreatePasswordBody, type CreateProfileBody,
  type OtpResendReply, type OtpVerifyBody, type RegistrationReply, type RegistrationStartBody, type RegistrationStateReply,
  type RegistrationView,
} from './registration';
export {
  MAX_DRAFT_BYTES, draftBodySchema, draftParamsSchema, draftSavedSchema, draftSchema, draftsReplySchema,
  type Draft, type DraftBody, type DraftParams, type DraftSaved, type DraftsReply,
} from './draft';
export { applicationSummaryReplySchema, reviewSummaryReplySchema, type ApplicationSummaryReply, type ReviewSummaryReply, type SummaryProposal } from './review';
export {
  WORK_LIST_MAX_PAGE, WORK_LIST_PAGE_SIZE, WORK_LIST_SORTS, workListExportQuerySchema, workListQuerySchema, workListReplySchema, workListRowSchema,
  type WorkListExportQuery, type WorkListQuery, type WorkListReply, type WorkListRow, type WorkListSort,
} from './work-list';
export {
  SPONSOR_LIST_STATUSES, SPONSOR_VIEWS, sponsorListQuerySchema, sponsorListReplySchema, sponsorListRowSchema, sponsorReviewParamsSchema, sponsorReviewReplySchema, sponsorStatusLabelKey,
  type SponsorListQuery, type SponsorListReply, type SponsorListRow, type SponsorReviewParams, type SponsorReviewReply, type SponsorView,
} from './sponsor-list';
export {
  ADMIN_CUSTOMER_NUMBER_PATTERN, ADMIN_EMAIL_PATTERN, customerRoleParamsSchema, customerRoleSchema, customerRolesQuerySchema, customerRolesReplySchema, deactivateRoleReplySchema,
  type CustomerRole, type CustomerRoleParams, type CustomerRolesQuery, type CustomerRolesReply, type DeactivateRoleReply,
} from './admin';
export {
  quickQuoteFinanceBodySchema, quickQuoteFinanceReplySchema, quickQuoteSchema, quickQuoteStartBodySchema,
  type QuickQuote, type QuickQuoteFinanceBody, type QuickQuoteFinanceReply, type QuickQuoteStartBody,
} from './quick-quote';
export { renewalBodySchema, type RenewalBody } from './renewal';
export {
  AIRCRAFT_MARK_PATTERN, aircraftQuerySchema, aircraftRecordSchema, normalMark, pageRouteBodySchema,
  type AircraftQuery, type AircraftRecord, type PageRouteBody,
} from './lookups';
export { languageOfferReplySchema, type LanguageOfferReply } from './shell';
export { documentParamsSchema, documentSchema, documentsReplySchema, type DocumentParams, type DocumentWire, type DocumentsReply } from './documents';
