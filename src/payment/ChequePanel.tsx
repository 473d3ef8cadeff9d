import { useIntl } from 'react-intl';
import { formatPremium } from '../../adapters/format';
import type { Policy } from '../../adapters/api';
import { useBase } from '../base/BaseContext';
import { Notice } from '../shell/Notice';
import { useChequePayment } from './useChequePayment';

/** Paying by cheque: what happens next, and one button that chooses it (docs/requirements.md §6.4). */
export default function ChequePanel({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const { locale } = useBase();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { busy, problem, choose } = useChequePayment(policy.id);
  return (
    <section className="payment-card" aria-labelledby="payment-cheque-title" aria-busy={busy}>
      <h2 id="payment-cheque-title">{m('payment.cheque.title')}</h2>
      {problem && (
        <Notice kind="error">
          <p>{problem}</p>
        </Notice>
      )}
      <p>{m('payment.cheque.intro', { amount: formatPremium(policy.gross_amount ?? 0, locale) })}</p>
      <p className="payment-note">{m('payment.cheque.note')}</p>
      <div className="payment-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void choose()}>
          {m('payment.cheque.choose')}
        </button>
        {busy && (
          <span className="payment-busy" role="status">
            {m('payment.cheque.choosing')}
          </span>
        )}
      </div>
    </section>
  );
}
