import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { safeNext } from '../../base/paths';
import { AreaIntl } from '../../i18n/AreaIntl';
import { ERRORS_MESSAGES } from '../error/error-messages';

/** How long "Redirecting..." shows before the next page (the save redirect's 500 ms). */
export const REDIRECT_DELAY_MS = 500;

/** `{base}/redirect?to=…`: "Redirecting...", then the page `to` (a path of this site only). */
export default function RedirectPage() {
  const { locale } = useBase();
  return (
    <AreaIntl area={ERRORS_MESSAGES} locale={locale}>
      <Redirecting />
    </AreaIntl>
  );
}

function Redirecting() {
  const intl = useIntl();
  const { path } = useBase();
  const navigate = useNavigate();
  const to = safeNext(useSearchParams()[0].get('to'), path);
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <section className="error-page" aria-labelledby="redirect-title">
      <h1 id="redirect-title" aria-live="polite">{intl.formatMessage({ id: 'errors.redirecting' })}</h1>
      <p>
        <Link to={to} replace>{intl.formatMessage({ id: 'errors.redirectingLink' })}</Link>
      </p>
    </section>
  );
}
