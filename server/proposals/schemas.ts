import { applicationSummaryReplySchema, csrReviewReplySchema, proposalSchema, proposalWithApplicantSchema, reviewSummaryReplySchema, searchReplySchema, sponsorListReplySchema, sponsorReviewReplySchema, workListReplySchema } from '../../adapters/api';
import { errorResponses } from '../errors/schemas';

export const proposalReply = { 200: proposalSchema, ...errorResponses(400, 401, 403, 404, 409) };
export const proposalWithApplicantReply = { 200: proposalWithApplicantSchema, ...errorResponses(400, 401, 403, 404) };
export const reviewSummaryReply = { 200: reviewSummaryReplySchema, ...errorResponses(400, 401, 403, 404) };
export const csrReviewReply = { 200: csrReviewReplySchema, ...errorResponses(400, 401, 403, 404, 409) };
export const searchReply = { 200: searchReplySchema, ...errorResponses(400, 401, 403) };
export const workListReply = { 200: workListReplySchema, ...errorResponses(400, 401, 403) };
export const sponsorListReply = { 200: sponsorListReplySchema, ...errorResponses(400, 401, 403) };
export const sponsorReviewReply = { 200: sponsorReviewReplySchema, ...errorResponses(400, 401, 403, 404) };
export const applicationSummaryReply = { 200: applicationSummaryReplySchema, ...errorResponses(400, 401, 403, 404) };
