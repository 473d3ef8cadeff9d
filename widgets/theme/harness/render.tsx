import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Locale } from '../../../adapters/types';
import { WidgetIntlProvider } from '../../i18n/WidgetIntlProvider';

/** Testing Library's render inside the widgets' react-intl provider. */
export function renderIntl(ui: ReactElement, locale: Locale = 'en-CA') {
  return render(ui, { wrapper: ({ children }) => <WidgetIntlProvider locale={locale}>{children}</WidgetIntlProvider> });
}
