import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { Locale } from '../../adapters/types';
import { renderMarkdown } from '../../adapters/markdown/render-markdown';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';
import { MarkdownHtmlContext } from '../inputs/markdown/markdown-html';

/**
 * Testing Library's render under the app's real message catalogue, as the journey renders, with
 * markdown rendered by the server's renderer (tests only).
 */
export function renderIntl(ui: ReactElement, locale: Locale = 'en-CA'): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <WidgetIntlProvider locale={locale} onError={failOnMissing}>
        <MarkdownHtmlContext.Provider value={renderMarkdown}>{children}</MarkdownHtmlContext.Provider>
      </WidgetIntlProvider>
    ),
  });
}

/** A missing message id must fail the test instead of silently printing the id. */
function failOnMissing(error: Error): void {
  throw error;
}
