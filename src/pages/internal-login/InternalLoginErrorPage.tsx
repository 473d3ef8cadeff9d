import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';

/** Longer texts are cut: the query string is anybody's to write. */
const MAX_SHOWN = 300;
const clip = (s: string | null) => (s && s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s);

/**
 * {base}/internal-login/error: the corporate sign-in answered with an error; its `error` and
 * `error_description` are shown as text (docs/requirements.md §7.7), with a way to try again and
 * the way back to login.
 */
export default function InternalLoginErrorPage() {
  const intl = useIntl();
  const base = useBase();
  const [query] = useSearchParams();
  const error = clip(query.get('error'));
  const description = clip(query.get('error_description'));
  const text = (id: string) => intl.formatMessage({ id: `app.internalLogin.error.${id}` });
  const title = text('title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="login-page" aria-labelledby="internal-login-error-title">
      <h1 id="internal-login-error-title">{title}</h1>
      <p>{text(error ? 'text' : 'unknown')}</p>
      {error && (
        <dl className="provider-error">
          <dt>{text('code')}</dt>
          <dd>
            <code>{error}</code>
          </dd>
          {description && (
            <>
              <dt>{text('description')}</dt>
              <dd>{description}</dd>
            </>
          )}
        </dl>
      )}
      <a className="button" href={paths.internalLogin(base.program)}>
        {text('retry')}
      </a>
      <p className="page-links">
        <Link to={paths.login(base.path)}>{text('login')}</Link>
      </p>
    </section>
  );
}
