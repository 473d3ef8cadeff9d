import type { ReactNode } from 'react';
import type { Principal } from '../../adapters/identity/permissions';
import { useBase } from '../base/BaseContext';
import { AreaIntl, type MessageArea } from '../i18n/AreaIntl';
import ErrorPage from '../pages/error/ErrorPage';
import { RequireSession } from '../session/RequireSession';
import { useSession } from '../session/SessionContext';

interface Props {
  area: MessageArea;
  /** who may open the page (adapters/identity/permissions.ts); anyone else gets the 403 page */
  allowed: (principal: Principal) => boolean;
  children: ReactNode;
}

/** A back-office page: its message area in the page's language, a session, and the role it needs (docs/architecture.md "Messages and markdown"). */
export function BackOfficeFrame({ area, allowed, children }: Props) {
  const { locale } = useBase();
  return (
    <AreaIntl area={area} locale={locale}>
      <RequireSession>
        <Allowed allowed={allowed}>{children}</Allowed>
      </RequireSession>
    </AreaIntl>
  );
}

function Allowed({ allowed, children }: Pick<Props, 'allowed' | 'children'>) {
  const { session } = useSession();
  return allowed(session!.principal) ? children : <ErrorPage status={403} />;
}
