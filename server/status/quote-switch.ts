import type { QuoteWrapper } from '../../adapters/api';

/** Why a CSR-approved quote may not be switched (message ids `server.status.switch.<reason>`). */
export type SwitchRefusal = 'program' | 'aircraft' | 'notHigher';

/** Programs whose applicants may switch the approved quote (docs/requirements.md §5.8). */
const SWITCH_AFTER_APPROVAL: ReadonlySet<string> = new Set(['CANGLDWNG']);

/**
 * The limit a quote is offered at: its primary (first) coverage's first limit. For gold wings
 * the primary coverage is the combined single bodily injury including passengers coverage.
 */
export function primaryLimit(quote: QuoteWrapper): number {
  return quote.quote.product[0]?.coverage[0]?.limit[0]?.amount ?? 0;
}

/**
 * Whether the applicant may switch a CSR-approved proposal from the `approved` quote to `to`
 * (docs/rating.md "Underwriting on the server"): gold wings only, with exactly one aircraft, and
 * only to a higher limit, the alternatives the approval popup offers. Pure.
 */
export function switchAfterApproval(input: { client: string; aircraft: number; approved: QuoteWrapper; to: QuoteWrapper }): { ok: true } | { ok: false; reason: SwitchRefusal } {
  if (!SWITCH_AFTER_APPROVAL.has(input.client)) return { ok: false, reason: 'program' };
  if (input.aircraft !== 1) return { ok: false, reason: 'aircraft' };
  if (primaryLimit(input.to) <= primaryLimit(input.approved)) return { ok: false, reason: 'notHigher' };
  return { ok: true };
}
