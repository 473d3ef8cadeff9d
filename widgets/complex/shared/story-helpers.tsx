import type { Decorator } from '@storybook/react-vite';
import { WidgetIntlProvider } from '../../i18n/WidgetIntlProvider';

/** Stories follow the toolbar's `locale` global (en-CA unless fr-CA is chosen). */
export const withLocale: Decorator = (Story, context) => (
  <WidgetIntlProvider locale={context.globals.locale === 'fr-CA' ? 'fr-CA' : 'en-CA'}>
    <Story />
  </WidgetIntlProvider>
);

/** The narrow layout (<= 991 px, spec 000 §2): a phone viewport and a phone-wide frame. */
export const narrow = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [((Story) => (
    <div style={{ maxWidth: 375 }}>
      <Story />
    </div>
  )) as Decorator],
};

export const french = { globals: { locale: 'fr-CA' } };
