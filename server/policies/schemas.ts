import { createdPolicySchema, policySchema } from '../../adapters/api';
import { errorResponses } from '../errors/schemas';

export const createReply = { 201: createdPolicySchema, 200: createdPolicySchema, ...errorResponses(400, 401, 403, 404, 409) } as const;
export const policyReply = { 200: policySchema, ...errorResponses(400, 401, 403, 404, 409) } as const;
export const listReply = { 200: { type: 'array', items: policySchema }, ...errorResponses(400, 401, 403) } as const;
