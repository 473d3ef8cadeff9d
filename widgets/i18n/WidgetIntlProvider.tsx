import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { MESSAGES } from '../../adapters/i18n/messages';
import type { Locale } from '../../adapters/types';

/** react-intl for widgets, stories and tests: the messages of every area in `locale`. */
export function WidgetIntlProvider({ locale, onError, children }: { locale: Locale; onError?: IntlConfig['onError']; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={MESSAGES[locale]} onError={onError}>
      {children}
    </IntlProvider>
  );
}
