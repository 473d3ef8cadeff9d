/**
 * A page's popups (README "For analysts", Popups) in one locale, for the browser: texts resolved,
 * the message kept as its markdown source (the server sends its HTML beside the page, as for
 * `markdownText`). What may be written is checked by layouts:check (adapters/layout/popup-check.ts).
 */
import { resolveText } from '../compile/text';
import type { CompiledPopup, LayoutPage, Locale } from '../types';

export function compilePopups(page: LayoutPage, locale: Locale): CompiledPopup[] | undefined {
  if (!Array.isArray(page?.popups) || page.popups.length === 0) return undefined;
  return page.popups.map((popup) => ({
    id: popup.id,
    ...(popup.trigger ? { trigger: popup.trigger } : {}),
    ...(popup.field ? { field: popup.field } : {}),
    ...(popup.when !== undefined ? { when: popup.when } : {}),
    title: resolveText(popup.title, locale) ?? popup.id,
    message: resolveText(popup.message, locale) ?? '',
    tone: popup.tone ?? 'info',
    buttons: (popup.buttons ?? []).map((button) => ({
      id: button.id,
      label: resolveText(button.label, locale) ?? button.id,
      ...(button.set ? { set: button.set } : {}),
      then: button.then,
    })),
  }));
}
