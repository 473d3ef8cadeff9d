import { Link, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useBase } from '../base/BaseContext';
import { otherLocale } from '../base/locale';
import { paths } from '../base/paths';
import { useSession } from '../session/SessionContext';
import { can } from '../../adapters/identity/permissions';

/**
 * Links to the same route in the other language (docs/requirements.md §9.2); not shown to the
 * client and RPG captive roles, whose pages are English only (§7.5).
 */
export function LanguageSwitch() {
  const { session } = useSession();
  const { locale } = useBase();
  const { pathname, search } = useLocation();
  const intl = useIntl();
  const target = otherLocale(locale);
  if (session && !can.switchLanguage(session.principal)) return null;
  return (
    <Link
      className="language-switch"
      to={paths.switchLocale(pathname, search, target)}
      lang={target}
      hrefLang={target}
      aria-label={intl.formatMessage({ id: 'app.language.switchLabel' })}
    >
      {intl.formatMessage({ id: 'app.language.other' })}
    </Link>
  );
}
