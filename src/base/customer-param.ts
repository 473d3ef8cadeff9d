/**
 * The customer number in a csr-review link (docs/requirements.md §8.5): standard base64 (`btoa`),
 * so a link never shows the number itself. A parameter that is not base64 or does not decode to a
 * customer number as the portal issues them names no application.
 */
import { CUSTOMER_NUMBER_PATTERN } from '../../adapters/api/params';

const CUSTOMER_NUMBER = new RegExp(CUSTOMER_NUMBER_PATTERN);
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function encodeCustomerParam(customerNumber: string): string {
  return btoa(customerNumber);
}

/** The customer number a parameter names, or null when it names none. */
export function decodeCustomerParam(param: string): string | null {
  // atob forgives missing padding and spaces; a link is either what encodeCustomerParam made or nothing
  if (!BASE64.test(param)) return null;
  const decoded = atob(param);
  return CUSTOMER_NUMBER.test(decoded) ? decoded : null;
}
