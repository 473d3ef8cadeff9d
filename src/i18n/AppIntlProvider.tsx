import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../adapters/types';
import { messagesOf } from '../../adapters/i18n/catalog';

/**
 * react-intl for the page's locale (app, widgets and validation messages), which is always loaded:
 * main.tsx loads the first page's, and BaseLayout shows another only once it is in (useShownBase).
 */
export function AppIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messagesOf(locale)} defaultLocale="en-CA">
      {children}
    </IntlProvider>
  );
}
