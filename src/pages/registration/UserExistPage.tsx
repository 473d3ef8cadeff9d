import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';

/** {base}/user-exist: the e-mail already has an account (told only once the code proved the mailbox); its button goes to login. */
export default function UserExistPage() {
  const intl = useIntl();
  const base = useBase();
  const text = (id: string) => intl.formatMessage({ id: `app.registration.exists.${id}` });
  return (
    <section className="login-page" aria-labelledby="user-exist-title">
      <h1 id="user-exist-title">{text('title')}</h1>
      <p>{text('text')}</p>
      <Link className="button" to={paths.login(base.path)}>
        {text('login')}
      </Link>
    </section>
  );
}
