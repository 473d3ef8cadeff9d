import type { Plugin } from 'vite';
import { compileMessages } from './compile-messages';

/** schemas/content/<locale>/<area>.json, the message files */
const MESSAGE_FILE = /[\\/]schemas[\\/]content[\\/]([a-z]{2}-[A-Z]{2})[\\/][^\\/]+\.json$/;

/**
 * Vite plugin: a message file imported into the bundle becomes the same JSON with every ICU string
 * replaced by its AST (tools/compile-messages.ts), so the browser formats without parsing.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const locale = MESSAGE_FILE.exec(id.split('?')[0] ?? '')?.[1];
      if (!locale) return null;
      return { code: JSON.stringify(compileMessages(JSON.parse(code) as Record<string, string>, locale)), map: null };
    },
  };
}
