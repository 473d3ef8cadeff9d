import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { can, type Principal } from '../../../adapters/identity/permissions';
import { RequireSession } from '../../session/RequireSession';
import { useSession } from '../../session/SessionContext';
import ErrorPage from '../error/ErrorPage';

/** The pages sign-in may lead to that are not built yet, and who may open each (docs/requirements.md §7.5). */
export const PLACEHOLDER_ACCESS = {
  'quick-renew': can.workOnOwnApplication,
  'policy-summary': can.workOnOwnApplication,
} as const satisfies Record<string, (p: Principal) => boolean>;
export type Placeholder = keyof typeof PLACEHOLDER_ACCESS;

/** {base}/{page}: says what the page will hold, to the roles it is for; others get 403. */
export default function PlaceholderPage({ page }: { page: Placeholder }) {
  return (
    <RequireSession>
      <Placeholder page={page} />
    </RequireSession>
  );
}

export function Placeholder({ page }: { page: Placeholder }) {
  const intl = useIntl();
  const { session } = useSession();
  const title = intl.formatMessage({ id: `app.placeholder.${page}.title` });
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!PLACEHOLDER_ACCESS[page](session!.principal)) return <ErrorPage status={403} />;
  return (
    <section className="placeholder-page" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p>{intl.formatMessage({ id: `app.placeholder.${page}.message` })}</p>
    </section>
  );
}
