import { ACCESS, ROLE_CODES, type Principal } from '../permissions';

/** One principal of each kind the portal knows, for tests (server/identity/kinds.ts makes the real ones). */
export const APPLICANT: Principal = {
  user_type: 'ExternalCustomer',
  roles: [{ role_code: ROLE_CODES.applicant, client_code: 'CANACCT', customer_number: 'C100002' }],
  groups: [ROLE_CODES.applicant],
};
export const CSR: Principal = {
  user_type: 'Internal',
  roles: [{ role_code: 'CANACCT_OPERATIONS', client_code: '', customer_number: null }],
  groups: [...ACCESS.internalGroups, ...ACCESS.csrEditGroups],
};
export const SPONSOR: Principal = { user_type: 'ExternalCustomer', roles: [{ role_code: ROLE_CODES.sponsor, client_code: 'CANACCT', customer_number: null }], groups: [] };
export const CLIENT_USER: Principal = { user_type: 'ExternalCustomer', roles: [{ role_code: ROLE_CODES.client, client_code: 'CANACCT', customer_number: null }], groups: [] };
