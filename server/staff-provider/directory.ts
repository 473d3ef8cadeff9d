import { ACCESS } from '../../adapters/identity/permissions';
import { DEMO_PASSWORD } from '../demo/accounts';

/** A person the embedded staff provider knows: what its sign-in form checks and its ID token states. */
export interface StaffMember {
  employeeNumber: string;
  givenName: string;
  familyName: string;
  groups: string[];
  /** demo data only: the provider's own sign-in form checks it */
  password: string;
}

/**
 * The demo's corporate directory (docs/server.md "Staff sign-in"): Carl Service, a CSR of the
 * allowed groups; a contractor outside them (refused by the group check); an internal user of the
 * staff group whom the portal gives no CSR role (refused for the role); Ana Lyst, a layout analyst
 * (the studio, docs/requirements.md §13). Each is a user of the
 * portal's demo data with the same employee number (server/demo/accounts.ts).
 */
export const DEMO_STAFF: StaffMember[] = [
  { employeeNumber: 'E100001', givenName: 'Carl', familyName: 'Service', groups: [...ACCESS.internalGroups, ...ACCESS.csrEditGroups], password: DEMO_PASSWORD },
  { employeeNumber: 'E100002', givenName: 'Nora', familyName: 'Outside', groups: ['PORTAL_CONTRACTORS'], password: DEMO_PASSWORD },
  { employeeNumber: 'E100004', givenName: 'Ana', familyName: 'Lyst', groups: [...ACCESS.internalGroups, ...ACCESS.layoutGroups], password: DEMO_PASSWORD },
  { employeeNumber: 'E100003', givenName: 'Ivan', familyName: 'Internal', groups: [...ACCESS.internalGroups], password: DEMO_PASSWORD },
];
