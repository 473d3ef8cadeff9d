import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../adapters/types';
import { hasMessages, messagesOf } from '../../adapters/i18n/catalog';
import { loadMessages } from './load-messages';

/**
 * react-intl for the page's locale (app, widgets and validation messages). A locale not loaded yet
 * (a language switch) suspends until its chunk is in: router navigations are transitions, so the
 * previous page stays on screen meanwhile. main.tsx loads the first page's locale before rendering.
 */
export function AppIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  if (!hasMessages(locale)) use(loadMessages(locale));
  return (
    <IntlProvider locale={locale} messages={messagesOf(locale)} defaultLocale="en-CA">
      {children}
    </IntlProvider>
  );
}
