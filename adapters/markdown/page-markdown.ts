import { LOCALES, type LayoutPage } from '../types';
import { renderMarkdown } from './render-markdown';

/** HTML of each markdown text, by its source text: what the config service sends beside a layout page. */
export type MarkdownHtml = Readonly<Record<string, string>>;

function isBilingual(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && LOCALES.every((l) => typeof (value as Record<string, unknown>)[l] === 'string');
}

/** Every `markdownText` of the page (fields at any depth) and every popup message, in both languages: the page object itself is left untouched. */
export function markdownOfPage(page: LayoutPage): MarkdownHtml {
  const html: Record<string, string> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'markdownText' && isBilingual(value)) {
        for (const locale of LOCALES) {
          const source = value[locale] as string;
          html[source] ??= renderMarkdown(source);
        }
      } else visit(value);
    }
  };
  visit(page);
  for (const popup of Array.isArray(page.popups) ? page.popups : []) {
    if (isBilingual(popup?.message)) for (const locale of LOCALES) html[popup.message[locale]] ??= renderMarkdown(popup.message[locale]);
  }
  return html;
}
