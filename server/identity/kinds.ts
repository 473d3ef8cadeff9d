import { ACCESS, ROLE_CODES, type RoleGrant, type UserType } from '../../adapters/identity/permissions';

/** The kinds of people the demo and the tests create; each is a user type, roles and groups. */
export type PersonKind = 'applicant' | 'csr' | 'staff' | 'analyst' | 'sponsor' | 'client';

export interface KindGrants {
  user_type: UserType;
  roles: RoleGrant[];
  groups: string[];
}

/**
 * What a kind of person holds (docs/requirements.md §7.1): an applicant is the admin customer user
 * of their customer; a CSR is internal staff with their program's operations role and the staff
 * and status-editing groups; other staff are internal users of the staff group with no role; a sponsor holds the RPG captive role and a client user the client role
 * of their program.
 */
export function grantsOf(kind: PersonKind, client: string | null, customerNumber: string | null): KindGrants {
  const clientCode = client ?? '';
  switch (kind) {
    case 'applicant':
      return {
        user_type: 'ExternalCustomer',
        roles: [{ role_code: ROLE_CODES.applicant, client_code: clientCode, customer_number: customerNumber }],
        groups: [ROLE_CODES.applicant],
      };
    case 'csr':
      return {
        user_type: 'Internal',
        roles: [{ role_code: `${client ?? 'CANACCT'}_OPERATIONS`, client_code: clientCode, customer_number: null }],
        groups: [...ACCESS.internalGroups, ...ACCESS.csrEditGroups],
      };
    case 'staff':
      return { user_type: 'Internal', roles: [], groups: [...ACCESS.internalGroups] };
    case 'analyst':
      return { user_type: 'Internal', roles: [], groups: [...ACCESS.internalGroups, ...ACCESS.layoutGroups] };
    case 'sponsor':
      return { user_type: 'ExternalCustomer', roles: [{ role_code: ROLE_CODES.sponsor, client_code: clientCode, customer_number: null }], groups: [] };
    case 'client':
      return { user_type: 'ExternalCustomer', roles: [{ role_code: ROLE_CODES.client, client_code: clientCode, customer_number: null }], groups: [] };
  }
}
