import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';

/** Statuses with their own wording; any other shows the general text. */
const KNOWN = new Set(['0', '401', '403', '404', '408', '417', '500', '501', '503']);

/** {base}/error/{status}: what happened in plain words, and the way on. */
export default function ErrorPage({ status }: { status?: number }) {
  const intl = useIntl();
  const params = useParams();
  const location = useLocation();
  const { path } = useBase();
  const code = String(status ?? params.status ?? 404);
  const key = KNOWN.has(code) ? code : 'default';
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{intl.formatMessage({ id: `app.error.${key}.title` })}</h1>
      <p>{intl.formatMessage({ id: `app.error.${key}.message` })}</p>
      <p className="error-code">{intl.formatMessage({ id: 'app.error.code' }, { status: code })}</p>
      <p className="error-actions">
        {code === '401' ? (
          <Link className="button" to={paths.login(path, from)}>
            {intl.formatMessage({ id: 'app.error.signIn' })}
          </Link>
        ) : code === '501' ? (
          // offered in English only (docs/requirements.md §7.5): the way on is the English site's start
          <Link className="button" to={paths.switchLocale(path, '', 'en-CA')}>
            {intl.formatMessage({ id: 'app.error.inEnglish' })}
          </Link>
        ) : (
          <Link className="button" to={from ?? path}>
            {/* 417: a page past an unanswered step; `from` is that step */}
            {intl.formatMessage({ id: !from ? 'app.error.start' : code === '417' ? 'app.error.resume' : 'app.error.tryAgain' })}
          </Link>
        )}
      </p>
    </section>
  );
}
