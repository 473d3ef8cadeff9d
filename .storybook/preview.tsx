import type { Preview } from '@storybook/react-vite';
import { LOCALES, type Locale } from '../adapters/types';
import '../adapters/i18n/messages'; // stories may show either language: install both
import { installRuntimeCompiler } from '../adapters/validators/ajv';
import { WidgetIntlProvider } from '../widgets/i18n/WidgetIntlProvider';
import { MarkdownHtmlContext } from '../widgets/inputs/markdown/markdown-html';
import { renderMarkdown } from '../adapters/markdown/render-markdown';

// stories render widgets without the server: the forms' validators are compiled by Ajv here, as in the dom tests
installRuntimeCompiler();

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the widgets',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-CA', title: 'English (Canada)' },
          { value: 'fr-CA', title: 'Français (Canada)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-CA' },
  decorators: [
    (Story, context) => (
      <WidgetIntlProvider locale={isLocale(context.globals.locale) ? context.globals.locale : 'en-CA'}>
        {/* the app gets markdown pre-rendered by the server; stories render it with the same renderer */}
        <MarkdownHtmlContext.Provider value={renderMarkdown}>
          <Story />
        </MarkdownHtmlContext.Provider>
      </WidgetIntlProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        narrow: { name: 'Narrow (991 px breakpoint)', styles: { width: '991px', height: '900px' }, type: 'tablet' },
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
