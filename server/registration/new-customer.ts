import type { Insertable } from 'kysely';
import type { CustomerTable } from '../db/schema';
import type { NewIdentity } from '../identity/store';
import { grantsOf } from '../identity/kinds';
import { fullName } from '../../adapters/identity/registration';
import type { Registration } from './store';

/** What the customer record holds where registration does not know it (docs/requirements.md §7.10). */
export const PLACEHOLDER = '-';

/**
 * The customer and user a finished registration creates: the customer with the defaults of
 * docs/requirements.md §7.10 (status from the brand, name joined, address of the lookup or
 * placeholders, country Canada, first and last name as details) and its admin customer user.
 */
export function newIdentity(r: Registration, customerNumber: string, customerStatus: string, passwordHash: string): NewIdentity {
  const a = r.address;
  const customer: Insertable<CustomerTable> = {
    customer_number: customerNumber,
    client_code: r.client_code,
    status: customerStatus,
    legal_name: fullName(r.first_name, r.last_name),
    alternate_name: null,
    address1: a?.street || PLACEHOLDER,
    address2: a?.secondary || null,
    city: a?.locality || PLACEHOLDER,
    state: a?.administrativeArea || 'AB',
    postal_code: a?.postalCode || r.postal_code,
    country: 'Canada',
    primary_phone: null,
    email: r.email,
    details: JSON.stringify([
      { attCode: 'firstName', attValue: r.first_name },
      { attCode: 'lastName', attValue: r.last_name },
    ]),
  };
  const grants = grantsOf('applicant', r.client_code, customerNumber);
  return {
    user: {
      login: r.email,
      email: r.email,
      password_hash: passwordHash,
      user_type: grants.user_type,
      employee_number: null,
      first_name: r.first_name,
      last_name: r.last_name,
      locale: r.locale,
    },
    customer,
    roles: grants.roles,
    groups: grants.groups,
  };
}
