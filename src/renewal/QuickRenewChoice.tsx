import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../widgets/modals';
import { CloseIcon } from '../../widgets/modals/parts';
import { useBase } from '../base/BaseContext';
import { AreaIntl } from '../i18n/AreaIntl';
import { RENEWAL_MESSAGES } from './renewal-messages';
import './quick-renew.css';

/** The renewal the customer chooses: the id of the card's button the modal returns. */
export type RenewalChoice = 'QUICK_RENEWAL' | 'RENEWAL';

interface Props {
  /** the policy being renewed, named in the heading */
  number: string;
  /** the clicked card's choice, or null when dismissed (Escape, the close icon, the backdrop) */
  onClose: (choice: RenewalChoice | null) => void;
}

/**
 * The quick-renew card-list modal (docs/requirements.md §2.11, §11.2): title, heading, and one 300 × 300
 * card per way of renewing (bullet info, message, button). Loaded only when Renew is pressed.
 */
export default function QuickRenewChoice(props: Props) {
  const { locale } = useBase();
  return (
    <AreaIntl area={RENEWAL_MESSAGES} locale={locale}>
      <ChoiceModal {...props} />
    </AreaIntl>
  );
}

const CARDS: readonly { choice: RenewalChoice; key: 'quick' | 'regular' }[] = [
  { choice: 'QUICK_RENEWAL', key: 'quick' },
  { choice: 'RENEWAL', key: 'regular' },
];

function ChoiceModal({ number, onClose }: Props) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Modal open className="quick-renew-choice" onDismiss={() => onClose(null)} labelledBy={titleId}>
      <CloseIcon onClick={() => onClose(null)} />
      <h2 id={titleId} className="md-title">
        <FormattedMessage id="renewal.choice.title" />
      </h2>
      <p>
        <FormattedMessage id="renewal.choice.heading" values={{ number }} />
      </p>
      <ul className="quick-renew-cards">
        {CARDS.map(({ choice, key }) => (
          <li key={key} className="quick-renew-card" aria-labelledby={`${titleId}-${key}`}>
            <h3 id={`${titleId}-${key}`}>{intl.formatMessage({ id: `renewal.choice.${key}.title` })}</h3>
            <ul>
              {[1, 2, 3].map((n) => (
                <li key={n}>{intl.formatMessage({ id: `renewal.choice.${key}.bullet${n}` })}</li>
              ))}
            </ul>
            <p>{intl.formatMessage({ id: `renewal.choice.${key}.message` })}</p>
            <button type="button" className={choice === 'QUICK_RENEWAL' ? 'button' : 'button secondary'} onClick={() => onClose(choice)} {...(choice === 'QUICK_RENEWAL' ? { 'data-autofocus': true } : {})}>
              {intl.formatMessage({ id: `renewal.choice.${key}.button` })}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
