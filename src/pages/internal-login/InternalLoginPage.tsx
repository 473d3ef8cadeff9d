import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBase } from '../../base/BaseContext';
import { staffSignInUrl } from '../../api/staff-sign-in';
import { fullPageLoad } from '../../shell/full-page-load';

/**
 * {base}/internal-login: sends the browser to the server, which starts the corporate single sign-on
 * (docs/requirements.md §7.7). A full page load: the provider's page is another site. The link is
 * there for a browser that does not go on by itself.
 */
export default function InternalLoginPage() {
  const intl = useIntl();
  const base = useBase();
  const target = staffSignInUrl(base.path);
  const title = intl.formatMessage({ id: 'app.internalLogin.title' });
  useEffect(() => {
    document.title = title;
    fullPageLoad(target);
  }, [title, target]);
  return (
    <section className="login-page" aria-labelledby="internal-login-title">
      <h1 id="internal-login-title">{title}</h1>
      <p role="status">{intl.formatMessage({ id: 'app.internalLogin.redirecting' })}</p>
      <a className="button" href={target}>
        {intl.formatMessage({ id: 'app.internalLogin.continue' })}
      </a>
    </section>
  );
}
