import { useIntl } from 'react-intl';
import type { DashboardCard } from '../../../adapters/api';
import { formatDate } from '../../../adapters/format';
import { isExpired } from '../../../adapters/policies';
import { RenewPolicyButton } from '../../renewal/RenewPolicyButton';

export interface CardTexts {
  title: string;
  badge: string;
  action?: string;
}

/**
 * One card (docs/requirements.md §11.4): the policy type, the renewal-window warning of a renewable
 * policy, number, term (dd/MM/yyyy, or "----"), named insured, the status badge, and the action of
 * its status: the Renew button of a renewable policy of the customer the session works as, another
 * action otherwise (`onAction`); none once expired.
 */
export function PolicyCard({ card, today, texts, current, busy, onAction }: {
  card: DashboardCard;
  /** the server's today, which decided the card's status */
  today: string;
  texts: CardTexts;
  /** the card belongs to the customer the session works as */
  current: boolean;
  busy: boolean;
  onAction: (card: DashboardCard) => void;
}) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const none = m('dashboard.card.none');
  const titleId = `card-${card.id}`;
  const term = card.effective_date && card.expiration_date ? `${formatDate(card.effective_date)} - ${formatDate(card.expiration_date)}` : none;
  const renew = card.status === 'r' && current && card.policy_id && card.policy_number;
  return (
    <article className="policy-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="policy-card-title">{texts.title}</h3>
      {card.status === 'r' && card.renewal_closes && (
        <p className="notice notice-warning policy-card-warning">{m('dashboard.card.renewalWarning', { closes: formatDate(card.renewal_closes) })}</p>
      )}
      <dl className="policy-card-facts">
        <div>
          <dt>{m('dashboard.card.number')}</dt>
          <dd>{card.policy_number ?? none}</dd>
        </div>
        <div>
          <dt>{m('dashboard.card.term')}</dt>
          <dd>{term}</dd>
        </div>
        <div>
          <dt>{m('dashboard.card.namedInsured')}</dt>
          <dd>{card.named_insured ?? none}</dd>
        </div>
        <div>
          <dt>{m('dashboard.card.status')}</dt>
          <dd>
            <span className={`status-badge status-${card.status}`}>{texts.badge}</span>
          </dd>
        </div>
      </dl>
      {renew ? (
        <RenewPolicyButton policy={{ id: card.policy_id!, number: card.policy_number!, status_code: card.policy_status_code, expiration_date: card.expiration_date, today }} />
      ) : (
        !isExpired(card.status) && texts.action && (
          <p className="policy-card-action">
            <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => onAction(card)} aria-describedby={titleId}>
              {busy ? m('dashboard.card.opening') : texts.action}
            </button>
          </p>
        )
      )}
    </article>
  );
}
