import { transactionSchema } from '../../adapters/api';
import { errorResponses } from '../errors/schemas';

export const transactionReply = { 200: transactionSchema, 201: transactionSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 500, 502) } as const;
