import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { GENERAL_ERROR, errorAction, lookupError, messageOf, sanitizeMessage, type Failure } from '../../../adapters/errors/catalogue';
import { useErrorCatalogue } from '../../api/error-catalogue';
import { lastFailure } from '../../api/last-failure';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { AreaIntl } from '../../i18n/AreaIntl';
import ErrorPage from './ErrorPage';
import { ERRORS_MESSAGES } from './error-messages';

/**
 * `{base}/error/{status}` and `{base}/auth/error/{status}` (docs/requirements.md §10.4, §10.5): the
 * failure that led here (remembered by the API client) looked up in the error catalogue, in the
 * page's language. A record whose address is another page leaves for it (a redirect record through
 * "Redirecting...", a sign-in page's failure for the auth error page); until the
 * catalogue is read, or when it cannot be (the server unreachable), the page speaks its own words.
 */
export default function ErrorRoute({ auth = false }: { auth?: boolean }) {
  const { locale } = useBase();
  return (
    <AreaIntl area={ERRORS_MESSAGES} locale={locale}>
      <CatalogueError auth={auth} />
    </AreaIntl>
  );
}

function CatalogueError({ auth }: { auth: boolean }) {
  const intl = useIntl();
  const { path } = useBase();
  const { pathname, state } = useLocation();
  const param = useParams().status ?? '';
  const status = /^\d{1,3}$/.test(param) ? Number(param) : 404;
  const remembered = useMemo(() => lastFailure(status), [status]);
  const failure: Failure = remembered ?? { page: auth ? 'login' : GENERAL_ERROR, status };
  const catalogue = useErrorCatalogue();
  if (!catalogue.data) return <ErrorPage status={status} auth={auth} />;
  const record = lookupError(catalogue.data, failure, intl.formatMessage({ id: 'errors.unknown' }));
  const action = errorAction(record, failure, path);
  // only a failure that led here moves on: the address typed or reloaded shows the page. A redirect
  // goes through "Redirecting..."; an error page of its own (the sign-in pages' auth/error) directly.
  if (remembered && action.kind === 'navigate' && action.to !== pathname) {
    return <Navigate to={action.mode === 'redirect' ? paths.redirect(path, action.to) : action.to} state={state} replace />;
  }
  const home = record.homeUrl.startsWith('/') && !record.homeUrl.startsWith('//') ? `${path}${record.homeUrl === '/' ? '' : record.homeUrl}` : path;
  return (
    <ErrorPage
      status={status}
      auth={auth}
      catalogue={{
        title: sanitizeMessage(record.title),
        message: messageOf(record, failure),
        home: record.showHomeButton ? home : undefined,
        direction: record.showDirectionBtn && action.kind === 'navigate' ? action.to : undefined,
      }}
    />
  );
}
