import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MESSAGES } from '../../adapters/i18n/messages';
import type { Locale } from '../../adapters/types';

/** react-intl for widgets, stories and tests: the messages of every area in `locale`. */
export function WidgetIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={MESSAGES[locale]}>
      {children}
    </IntlProvider>
  );
}
