import type { Wire } from './from-schema';
import { REQUEST_ID_PATTERN } from './request-id';

const customerNumber = { type: 'string', maxLength: 40 } as const;
const flag = { type: 'string', enum: ['true', 'false'] } as const;

/** The true/false headers of the proposal routes; the browser sends the ones it sets. */
const flagHeaders = {
  generate_quote: { ...flag, description: 'rate the proposal when the next step is a quote page' },
  renewal: flag,
  quick_renew: flag,
} as const;
export type FlagHeader = keyof typeof flagHeaders;

/** Headers the proposal routes read. */
export const proposalHeadersSchema = {
  type: 'object',
  properties: {
    customer_number: { ...customerNumber, description: 'CSR: the customer whose proposal; applicants: their own or omitted' },
    revision: { type: 'string', description: 'progress_states_revision the write is based on (required on writes)' },
    ...flagHeaders,
  },
} as const;
export type ProposalHeaders = Wire<typeof proposalHeadersSchema>;

/** Headers of a status change or a quote acceptance: the revision is required and numeric. */
export const revisionHeadersSchema = {
  type: 'object',
  required: ['revision'],
  properties: {
    revision: { type: 'string', pattern: '^[1-9][0-9]*$', description: 'progress_states_revision the change is based on' },
    customer_number: customerNumber,
  },
} as const;
export type RevisionHeaders = Wire<typeof revisionHeadersSchema>;

/** Headers of the policy routes: whose policies (CSR). */
export const customerHeadersSchema = { type: 'object', properties: { customer_number: customerNumber } } as const;
export type CustomerHeaders = Wire<typeof customerHeadersSchema>;

/**
 * Every header the browser sends with a call: who is calling and for which program, besides the
 * proposal headers. The server reads only the proposal headers; the others are for tracing.
 */
export const requestHeadersSchema = {
  type: 'object',
  required: ['accept', 'accept-language', 'request_id', 'request_timestamp', 'client', 'program_type'],
  properties: {
    accept: { type: 'string', const: 'application/json' },
    'accept-language': { type: 'string', description: 'the page’s language: the server words its messages in it' },
    request_id: { type: 'string', pattern: REQUEST_ID_PATTERN, description: '40 characters from letters, digits and hyphen; echoed in the reply' },
    request_timestamp: { type: 'string', format: 'date-time' },
    client: { type: 'string', description: 'client code of the program, e.g. CANACCT' },
    program_type: { type: 'string' },
    session_id: { type: 'string' },
    okta_user_name: { type: 'string', description: 'the signed-in user’s login' },
    'content-type': { type: 'string', const: 'application/json', description: 'only with a body' },
    ...proposalHeadersSchema.properties,
  },
} as const;
export type RequestHeaders = Wire<typeof requestHeadersSchema>;
