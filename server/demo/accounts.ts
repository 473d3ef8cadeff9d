import type { PersonKind } from '../identity/kinds';

export interface DemoAccount {
  login: string;
  kind: PersonKind;
  first_name: string;
  last_name: string;
  customer_number: string | null;
  client: string | null;
  locale: 'en-CA' | 'fr-CA';
  /** staff: the employee number single sign-on knows them by */
  employee_number?: string;
  /** an applicant's further customers: one more customer role each (the admin panel's demo, docs/requirements.md §8.6) */
  more_customers?: { customer_number: string; client: string }[];
}

/** The one password of every demo account (docs/server.md). Demo data only. */
export const DEMO_PASSWORD = 'Demo!Portal2024';

/**
 * One applicant per program, one applicant of two programs (two customer roles), a client user, a sponsor reviewer, and staff who sign in through the staff provider
 * (server/staff-provider/directory.ts): the CSR Carl Service, a contractor the provider puts in no
 * staff group, and an internal user without a CSR role (both refused, docs/requirements.md §7.7).
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { login: 'agent@demo.test', kind: 'applicant', first_name: 'Alice', last_name: 'Agent', customer_number: 'C100001', client: 'CANAGENT', locale: 'en-CA' },
  { login: 'accountant@demo.test', kind: 'applicant', first_name: 'Benoît', last_name: 'Comptable', customer_number: 'C100002', client: 'CANACCT', locale: 'fr-CA' },
  { login: 'lawyer@demo.test', kind: 'applicant', first_name: 'Laura', last_name: 'Lawyer', customer_number: 'C100003', client: 'CANLAWYERS', locale: 'en-CA' },
  { login: 'goldwings@demo.test', kind: 'applicant', first_name: 'Gord', last_name: 'Goldwing', customer_number: 'C100004', client: 'CANGLDWNG', locale: 'en-CA' },
  { login: 'silverwings@demo.test', kind: 'applicant', first_name: 'Sylvie', last_name: 'Silverwing', customer_number: 'C100005', client: 'CANSILVWING', locale: 'fr-CA' },
  { login: 'wings@demo.test', kind: 'applicant', first_name: 'Wendy', last_name: 'Wings', customer_number: 'C100006', client: 'CANWINGS', locale: 'en-CA' },
  {
    login: 'twoprograms@demo.test', kind: 'applicant', first_name: 'Tomas', last_name: 'Twofold', customer_number: 'C100007', client: 'CANACCT', locale: 'en-CA',
    more_customers: [{ customer_number: 'C100008', client: 'CANLAWYERS' }],
  },
  { login: 'csr@demo.test', kind: 'csr', employee_number: 'E100001', first_name: 'Carl', last_name: 'Service', customer_number: null, client: null, locale: 'en-CA' },
  { login: 'client@demo.test', kind: 'client', first_name: 'Claire', last_name: 'Client', customer_number: null, client: 'CANACCT', locale: 'en-CA' },
  { login: 'contractor@demo.test', kind: 'csr', employee_number: 'E100002', first_name: 'Nora', last_name: 'Outside', customer_number: null, client: null, locale: 'en-CA' },
  // a business analyst: edits and publishes layouts in the studio (docs/requirements.md §13)
  { login: 'analyst@demo.test', kind: 'analyst', employee_number: 'E100004', first_name: 'Ana', last_name: 'Lyst', customer_number: null, client: null, locale: 'en-CA' },
  { login: 'staff@demo.test', kind: 'staff', employee_number: 'E100003', first_name: 'Ivan', last_name: 'Internal', customer_number: null, client: null, locale: 'en-CA' },
  { login: 'sponsor@demo.test', kind: 'sponsor', first_name: 'Sophie', last_name: 'Sponsor', customer_number: null, client: null, locale: 'fr-CA' },
  // a sponsor of one program: the sponsor lists show only their program's applications (docs/requirements.md §8.4)
  { login: 'sponsor.acct@demo.test', kind: 'sponsor', first_name: 'Simon', last_name: 'Sponsor', customer_number: null, client: 'CANACCT', locale: 'en-CA' },
];
