import { t } from '../../adapters/i18n/format';
import { formatMoney } from '../../adapters/format';
import { primaryLimit } from '../../adapters/quotes';
import type { QuoteWrapper } from '../../adapters/api';
import type { Locale } from '../../adapters/types';
import type { LoadedPlan } from '../rating/plan-types';

export interface NoteContext {
  /** the program's rating plan, whose referral rules say why an application was referred */
  plan: LoadedPlan | undefined;
  /** the proposal's quotes now (an accepted quote is named by its limit while it is still there) */
  quotes: readonly QuoteWrapper[];
  locale: Locale;
}

/**
 * A status event's note as a reader understands it (docs/requirements.md §8.5, status history):
 * the system writes codes, the referral rules that held ("HIGH_REVENUE, DISCIPLINED") or the
 * accepted quote's id; these read as the rules' labels and the quote's limit in the reader's
 * language. Any other note is a person's words, shown as written.
 */
export function noteText(event: { action: string; actor: string; note: string | null }, ctx: NoteContext): string | null {
  const { note } = event;
  if (!note) return null;
  if (event.action === 'SEND_TO_CSR_REVIEW' && event.actor === 'system') {
    const rules = ctx.plan?.plan.referrals ?? [];
    return note
      .split(',')
      .map((code) => code.trim())
      .map((code) => rules.find((r) => r.code === code)?.label?.[ctx.locale] ?? code)
      .join('; ');
  }
  if (event.action === 'ACCEPT_QUOTE') {
    const quote = ctx.quotes.find((q) => q.id === note);
    return quote ? t(ctx.locale, 'server.events.quoteLimit', { limit: formatMoney(primaryLimit(quote.quote), ctx.locale, 0) }) : t(ctx.locale, 'server.events.quoteGone');
  }
  return note;
}
