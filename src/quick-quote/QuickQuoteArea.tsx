import type { ReactNode } from 'react';
import { useBase } from '../base/BaseContext';
import { AreaIntl } from '../i18n/AreaIntl';
import { QUICK_QUOTE_MESSAGES } from './quick-quote-messages';

/** The frame of the quick-quote pages: no sign-in (docs/requirements.md §2.12), their own messages. */
export function QuickQuoteArea({ children }: { children: ReactNode }) {
  const { locale } = useBase();
  return (
    <AreaIntl area={QUICK_QUOTE_MESSAGES} locale={locale}>
      {children}
    </AreaIntl>
  );
}
