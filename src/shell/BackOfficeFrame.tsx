import type { ReactNode } from 'react';
import { useBase } from '../base/BaseContext';
import { AreaIntl, type MessageArea } from '../i18n/AreaIntl';
import { RequireSession } from '../session/RequireSession';

/** A back-office page: its message area in the page's language, and a session (docs/architecture.md "Messages and markdown"). */
export function BackOfficeFrame({ area, children }: { area: MessageArea; children: ReactNode }) {
  const { locale } = useBase();
  return (
    <AreaIntl area={area} locale={locale}>
      <RequireSession>{children}</RequireSession>
    </AreaIntl>
  );
}
