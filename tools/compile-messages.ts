/**
 * ICU messages compiled to the AST react-intl and @formatjs/intl format without a parser, as
 * formatjs's `compile --ast` writes them: the browser bundle ships no ICU parser (docs/architecture.md "Messages and markdown").
 * The options are those intl-messageformat parses a string message with, so both format alike
 * (tools/compile-messages.test.ts proves it for every message).
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

export function compileMessages(messages: Record<string, string>, locale: string): CompiledMessages {
  const parseLocale = new Intl.Locale(locale);
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, parse(message, { locale: parseLocale })];
      } catch (e) {
        throw new Error(`message "${id}" (${locale}) is not valid ICU: ${(e as Error).message}`);
      }
    }),
  );
}
