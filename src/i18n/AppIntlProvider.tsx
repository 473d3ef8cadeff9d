import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../adapters/types';
import { MESSAGES } from '../../adapters/i18n/messages';

/** react-intl for the page's locale, with every area's messages (app, widgets, validation). */
export function AppIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={MESSAGES[locale]} defaultLocale="en-CA">
      {children}
    </IntlProvider>
  );
}
