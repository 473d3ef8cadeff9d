import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { messagesOf } from '../../adapters/i18n/catalog';
import type { Locale } from '../../adapters/types';

/**
 * react-intl for widgets, stories and tests: the installed messages of `locale` (adapters/i18n/catalog.ts;
 * the app loads its locale before rendering, stories and tests install every locale).
 */
export function WidgetIntlProvider({ locale, onError, children }: { locale: Locale; onError?: IntlConfig['onError']; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={messagesOf(locale)} onError={onError}>
      {children}
    </IntlProvider>
  );
}
