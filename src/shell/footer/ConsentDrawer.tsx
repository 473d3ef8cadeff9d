import { useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Modal } from '../../../widgets/modals';
import { CloseIcon } from '../../../widgets/modals/parts';
import { useBase } from '../../base/BaseContext';
import { useShellMessages } from '../shell-messages';
import type { FooterConfig } from './footer-config';

/** The person's choice, kept in their browser: the portal sets no optional cookie without it. */
const KEY = 'portal.consent';
type Choice = 'all' | 'essential';

function readChoice(): Choice | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'all' || value === 'essential' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The consent drawer of the footer (docs/requirements.md §11.1): a dialog docked at the bottom with the
 * configured words and the two choices; the current one is said, and changing it is one click.
 */
export default function ConsentDrawer({ words, onClose }: { words: NonNullable<FooterConfig['consent']>; onClose: () => void }) {
  const { locale } = useBase();
  const messages = useShellMessages(locale);
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-CA">
      <Drawer words={words} onClose={onClose} />
    </IntlProvider>
  );
}

function Drawer({ words, onClose }: { words: NonNullable<FooterConfig['consent']>; onClose: () => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState(readChoice);
  const choose = (value: Choice) => {
    try {
      localStorage.setItem(KEY, value);
    } catch {
      // storage refused (private mode): the choice holds for this page only
    }
    setChoice(value);
  };
  return (
    <Modal open onDismiss={onClose} labelledBy="consent-title" describedBy="consent-text" className="consent-drawer">
      <CloseIcon onClick={onClose} />
      <h2 id="consent-title" className="md-title">{words.title}</h2>
      <p id="consent-text">{words.text}</p>
      <p className="consent-status" role="status">
        {choice ? intl.formatMessage({ id: `shell.consent.${choice}` }) : ''}
      </p>
      <div className="md-buttons">
        <button type="button" className="jf-button jf-button--secondary" aria-pressed={choice === 'essential'} onClick={() => choose('essential')}>
          {words.essential}
        </button>
        <button type="button" className="jf-button" aria-pressed={choice === 'all'} onClick={() => choose('all')}>
          {words.accept}
        </button>
      </div>
    </Modal>
  );
}
