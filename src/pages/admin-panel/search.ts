import { ADMIN_CUSTOMER_NUMBER_PATTERN, ADMIN_EMAIL_PATTERN } from '../../../adapters/api';
import type { RoleSearch } from '../../api/admin';

export type SearchField = 'email' | 'customerNumber';
export type SearchCheck = { search: RoleSearch } | { problem: 'needOne' | 'emailInvalid' | 'customerNumberInvalid'; field: SearchField };

/**
 * What the panel searches by (docs/requirements.md §8.6): the e-mail when filled, else the customer
 * number, checked as the server checks them so a typo is told on the form, not by a 400.
 */
export function searchOf(email: string, customerNumber: string): SearchCheck {
  const e = email.trim();
  const n = customerNumber.trim();
  if (e) return new RegExp(ADMIN_EMAIL_PATTERN).test(e) ? { search: { email: e } } : { problem: 'emailInvalid', field: 'email' };
  if (n) return new RegExp(ADMIN_CUSTOMER_NUMBER_PATTERN).test(n) ? { search: { customer_number: n } } : { problem: 'customerNumberInvalid', field: 'customerNumber' };
  return { problem: 'needOne', field: 'email' };
}

/** While one field has a value the other is read-only (one search at a time). */
export function readOnlyField(email: string, customerNumber: string): SearchField | null {
  if (email !== '') return 'customerNumber';
  if (customerNumber !== '') return 'email';
  return null;
}
