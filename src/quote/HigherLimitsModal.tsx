import { useIntl } from 'react-intl';
import { formatLimit, formatPremium } from '../../adapters/format';
import type { Locale } from '../../adapters/types';
import { ConfirmationModal } from '../../widgets/modals';
// the quote tables' styles come with them (docs/bench.md "Bundle budget")
import './quote.css';

export interface LimitAlternative {
  id: string;
  limit: number;
  premium: number;
}

interface Props {
  open: boolean;
  /** the approved quote's limit */
  approvedLimit: number;
  /** `higherLimitAlternatives` of adapters/quotes, smallest limit first */
  alternatives: readonly LimitAlternative[];
  locale: Locale;
  /** a switch is on its way: the choices wait for it */
  busy: boolean;
  onSwitch: (quoteId: string) => void;
  /** the keep button, Escape, the close icon or the backdrop */
  onKeep: () => void;
}

/**
 * The gold-wings higher-limit alternatives (docs/requirements.md §5.8): after approval, each
 * higher limit with its premium and a button that switches to it; keeping the approved quote
 * closes the dialog.
 */
export function HigherLimitsModal({ open, approvedLimit, alternatives, locale, busy, onSwitch, onKeep }: Props) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const keep = () => {
    if (!busy) onKeep();
  };
  return (
    <ConfirmationModal
      open={open}
      title={m('app.quote.alternatives.title')}
      message={<p>{m('app.quote.alternatives.message', { limit: formatLimit(approvedLimit, locale) })}</p>}
      buttons={[{ id: 'keep', label: m('app.quote.alternatives.keep'), variant: 'secondary' }]}
      onClose={keep}
    >
      <ul className="quote-alternatives" aria-busy={busy}>
        {alternatives.map((a) => {
          const limit = formatLimit(a.limit, locale);
          return (
            <li key={a.id}>
              <span className="quote-alternative-limit">{m('app.quote.alternatives.limit', { limit })}</span>
              <span className="quote-alternative-premium">{m('app.quote.alternatives.premium', { premium: formatPremium(a.premium, locale) })}</span>
              <button type="button" className="jf-button" disabled={busy} onClick={() => onSwitch(a.id)}>
                {m('app.quote.alternatives.switch', { limit })}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="md-note" role="status">
        {busy ? m('app.quote.alternatives.switching') : ''}
      </p>
    </ConfirmationModal>
  );
}
