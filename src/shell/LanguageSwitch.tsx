import { Link, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useBase } from '../base/BaseContext';
import { loadMessages } from '../i18n/load-messages';
import { otherLocale } from '../../adapters/base/locale';
import { paths } from '../base/paths';
import { useSession } from '../session/SessionContext';
import { can } from '../../adapters/identity/permissions';

/**
 * Links to the same route in the other language (docs/requirements.md §9.2); not shown to the
 * client and RPG captive roles, whose pages are English only (§7.5). Pointing at or focusing the
 * link starts downloading the other language's messages; the page switches once they are in.
 */
export function LanguageSwitch() {
  const { session } = useSession();
  const { locale } = useBase();
  const { pathname, search } = useLocation();
  const intl = useIntl();
  const target = otherLocale(locale);
  if (session && !can.switchLanguage(session.principal)) return null;
  // an early start only: a failed download is retried, and reported, by the switch itself
  const prefetch = () => void loadMessages(target).catch(() => undefined);
  return (
    <Link
      className="language-switch"
      to={paths.switchLocale(pathname, search, target)}
      lang={target}
      hrefLang={target}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      aria-label={intl.formatMessage({ id: 'app.language.switchLabel' })}
    >
      {intl.formatMessage({ id: 'app.language.other' })}
    </Link>
  );
}
