import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';

/** Statuses with their own wording; any other shows the general text. */
const KNOWN = new Set(['0', '401', '403', '404', '408', '417', '500', '501', '503']);

export interface CatalogueText {
  title: string;
  message: string;
  /** the record's home button: the base's start */
  home?: string;
  /** the record's direction button: its address */
  direction?: string;
}

interface Props {
  status?: number;
  /** the error catalogue's words for the failure (./ErrorRoute.tsx); without them, the app's own */
  catalogue?: CatalogueText;
  /** the sign-in pages' error page, `{base}/auth/error/{status}`: the way on is sign-in */
  auth?: boolean;
}

/** {base}/error/{status}: what happened in plain words, and the way on. */
export default function ErrorPage({ status, catalogue, auth = false }: Props) {
  const intl = useIntl();
  const params = useParams();
  const location = useLocation();
  const { path } = useBase();
  const code = String(status ?? params.status ?? 404);
  const key = KNOWN.has(code) ? code : 'default';
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{catalogue?.title ?? intl.formatMessage({ id: `app.error.${key}.title` })}</h1>
      <p>{catalogue?.message ?? intl.formatMessage({ id: `app.error.${key}.message` })}</p>
      <p className="error-code">{intl.formatMessage({ id: 'app.error.code' }, { status: code })}</p>
      <p className="error-actions">
        {auth ? (
          // the catalogue's area is loaded on this page (ErrorRoute)
          <Link className="button" to={paths.login(path)}>
            {intl.formatMessage({ id: 'errors.auth.signIn' })}
          </Link>
        ) : code === '401' ? (
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
        {catalogue?.direction && (
          <Link className="button secondary" to={catalogue.direction}>
            {intl.formatMessage({ id: 'errors.direction' })}
          </Link>
        )}
        {catalogue?.home && (auth || from) && (
          <Link className="button secondary" to={catalogue.home}>
            {intl.formatMessage({ id: 'errors.home' })}
          </Link>
        )}
      </p>
    </section>
  );
}
