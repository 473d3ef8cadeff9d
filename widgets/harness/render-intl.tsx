import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MESSAGES } from '../../adapters/i18n/messages';
import type { Locale } from '../../adapters/types';

/** Renders under the app's real message catalogue, as the journey does (tests only). */
export function renderIntl(ui: ReactElement, locale: Locale = 'en-CA'): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <IntlProvider locale={locale} messages={MESSAGES[locale]} defaultLocale="en-CA" onError={failOnMissing}>
        {children}
      </IntlProvider>
    ),
  });
}

/** A missing message id must fail the test instead of silently printing the id. */
function failOnMissing(error: Error): void {
  throw error;
}
