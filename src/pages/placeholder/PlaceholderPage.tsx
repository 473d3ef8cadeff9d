import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { can, type Principal } from '../../../adapters/identity/permissions';
import { useSession } from '../../session/SessionContext';
import ErrorPage from '../error/ErrorPage';

/** Pages that say what they will hold until they are built, and who may open each (docs/requirements.md §7.5). */
export const PLACEHOLDER_ACCESS = {
  'policy-summary': can.workOnOwnApplication,
} as const satisfies Record<string, (p: Principal) => boolean>;
export type Placeholder = keyof typeof PLACEHOLDER_ACCESS;

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
