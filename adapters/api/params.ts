import type { Wire } from './from-schema';

/** `/{id}` of a proposal, policy or status route. */
export const idParamsSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
export type IdParams = Wire<typeof idParamsSchema>;
