import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import enCA from '../../../schemas/content/en-CA/backoffice.json';
import frCA from '../../../schemas/content/fr-CA/backoffice.json';
import { useBase } from '../../base/BaseContext';

/** The back office's own messages ride in its chunk, not in the one every applicant page loads. */
const MESSAGES = { 'en-CA': enCA, 'fr-CA': frCA } as const;

/** The page's messages: the app's, plus the back office's (schemas/content/<locale>/backoffice.json). */
export function BackOfficeIntl({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useBase();
  const messages = useMemo(() => ({ ...intl.messages, ...MESSAGES[locale] }), [intl.messages, locale]);
  return (
    <IntlProvider locale={intl.locale} messages={messages} defaultLocale={intl.defaultLocale}>
      {children}
    </IntlProvider>
  );
}
