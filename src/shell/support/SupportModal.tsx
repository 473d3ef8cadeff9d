import { IntlProvider, useIntl } from 'react-intl';
import { supportMailto } from '../../../adapters/shell/support';
import { Modal } from '../../../widgets/modals';
import { CloseIcon } from '../../../widgets/modals/parts';
import { useBrandSupport, type BrandSupportConfig, type SupportGroupConfig } from '../../api/shell';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { useSession } from '../../session/SessionContext';
import { useShellMessages } from '../shell-messages';
import { GroupIcon } from './GroupIcon';
import './support.css';

const GROUPS = ['contact', 'technical', 'resources'] as const;

/**
 * The support-contact modal (docs/requirements.md §11.2): contact, technical and resource help, each
 * with its icon, text and action, from brandsConfig. The e-mail actions open the person's mail
 * program with the brand's subject and body, their customer number and name filled in.
 */
export default function SupportModal({ onClose }: { onClose: () => void }) {
  const { locale } = useBase();
  const messages = useShellMessages(locale);
  const brand = useBrandSupport(true);
  if (!messages || (!brand.data && !brand.error)) return null;
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-CA">
      <Support brand={brand.data?.content} onClose={onClose} />
    </IntlProvider>
  );
}

function Support({ brand, onClose }: { brand: BrandSupportConfig | undefined; onClose: () => void }) {
  const intl = useIntl();
  const ctx = useRequestContext();
  const { session } = useSession();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `shell.support.${id}` }, values);
  const values = {
    customerNumber: ctx.customerNumber ?? text('noCustomerNumber'),
    userName: session ? `${session.firstName} ${session.lastName}`.trim() || session.login : text('visitor'),
  };
  const email = brand?.supportEmail;
  const mailto = email ? supportMailto({ email, subject: brand.supportEmailSubject ?? '', body: brand.supportEmailBody ?? '' }, values) : undefined;
  const groups = GROUPS.map((key) => [key, brand?.support?.[key]] as const).filter((g): g is [typeof g[0], SupportGroupConfig] => !!g[1]);

  return (
    <Modal open onDismiss={onClose} labelledBy="support-title" className="support-modal">
      <CloseIcon onClick={onClose} />
      <h2 id="support-title" className="md-title">{text('title')}</h2>
      {groups.length === 0 ? (
        <p>{text('unavailable')}</p>
      ) : (
        <ul className="support-groups">
          {groups.map(([key, group]) => (
            <li key={key} className="support-group">
              <GroupIcon kind={key} />
              <div>
                <h3>{group.title}</h3>
                <p>{group.text}</p>
                {group.action === 'email' && mailto && (
                  <p>
                    <a href={mailto}>{text('email', { email: email! })}</a>
                  </p>
                )}
                {key === 'contact' && brand?.supportPhone && (
                  <p>
                    {text('phone')} {brand.supportPhone}
                  </p>
                )}
                {group.href && (
                  <p>
                    <a href={group.href} target="_blank" rel="noopener noreferrer">
                      {text('resources')}
                      <span className="visually-hidden"> {intl.formatMessage({ id: 'app.shell.newTab' })}</span>
                    </a>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="md-buttons">
        <button type="button" className="jf-button jf-button--secondary" onClick={onClose}>
          {text('close')}
        </button>
      </div>
    </Modal>
  );
}
