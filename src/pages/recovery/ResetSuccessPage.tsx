import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';

/**
 * {base}/auth/reset-password-success: the password is changed, or (arriving from create-password)
 * the account is created (docs/requirements.md §7.10). The button is a plain link, so the
 * login page comes with a full page load: nothing of the old sessions stays in memory.
 */
export default function ResetSuccessPage() {
  const intl = useIntl();
  const base = useBase();
  const registered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
  const text = (id: string) => intl.formatMessage({ id: `app.${registered ? 'registration' : 'recovery'}.success.${id}` });
  return (
    <section className="login-page" aria-labelledby="reset-success-title">
      <h1 id="reset-success-title">{text('title')}</h1>
      <p>{text('text')}</p>
      <a className="button" href={paths.login(base.path)}>
        {text('login')}
      </a>
    </section>
  );
}
