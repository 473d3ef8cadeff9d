import { IntlProvider, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Modal } from '../../../widgets/modals';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { useShellMessages } from '../shell-messages';
import './language.css';

/**
 * The change-language modal (docs/requirements.md §11.2, §9.5): shown once to a Quebec applicant moved
 * to French. A title, why, a close button to stay in French, and a link, written in English, to the
 * same page in English: the choice then stands for the rest of the visit.
 */
export default function ChangeLanguageModal({ onClose }: { onClose: () => void }) {
  const { locale } = useBase();
  const own = useShellMessages(locale);
  const english = useShellMessages('en-CA', false);
  if (!own || !english) return null;
  return (
    <IntlProvider locale={locale} messages={own} defaultLocale="en-CA">
      <Offer onClose={onClose} englishMessages={english} />
    </IntlProvider>
  );
}

function Offer({ onClose, englishMessages }: { onClose: () => void; englishMessages: NonNullable<ReturnType<typeof useShellMessages>> }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const text = (id: string) => intl.formatMessage({ id: `shell.frenchFirst.${id}` });
  return (
    <Modal open onDismiss={onClose} labelledBy="change-language-title" describedBy="change-language-text" className="change-language">
      <h2 id="change-language-title" className="md-title">{text('title')}</h2>
      <div id="change-language-text">
        <p>{text('text')}</p>
        <IntlProvider locale="en-CA" messages={englishMessages} defaultLocale="en-CA">
          <EnglishText />
        </IntlProvider>
      </div>
      <div className="md-buttons">
        <button type="button" className="jf-button" data-autofocus onClick={onClose}>
          {text('stay')}
        </button>
        <IntlProvider locale="en-CA" messages={englishMessages} defaultLocale="en-CA">
          <EnglishLink to={paths.switchLocale(pathname, search, 'en-CA')} onClick={onClose} />
        </IntlProvider>
      </div>
    </Modal>
  );
}

function EnglishText() {
  const intl = useIntl();
  return <p lang="en-CA">{intl.formatMessage({ id: 'shell.frenchFirst.text' })}</p>;
}

function EnglishLink({ to, onClick }: { to: string; onClick: () => void }) {
  const intl = useIntl();
  return (
    <Link to={to} lang="en-CA" hrefLang="en-CA" className="jf-button jf-button--secondary" onClick={onClick}>
      {intl.formatMessage({ id: 'shell.frenchFirst.switch' })}
    </Link>
  );
}
