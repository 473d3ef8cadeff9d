import type { Card } from '../api/payments';

/** The card form's text as a Card, or null when a part is missing or malformed (checked again by the server). */
export function readCard(number: string, month: string, year: string, cvc: string): Card | null {
  const digits = number.replace(/[\s-]/g, '');
  const m = Number(month);
  const y = Number(year);
  if (!/^\d{12,19}$/.test(digits) || !Number.isInteger(m) || m < 1 || m > 12 || !/^\d{4}$/.test(year.trim()) || !/^\d{3,4}$/.test(cvc.trim())) return null;
  return { number: digits, expiry_month: m, expiry_year: y, cvc: cvc.trim() };
}
