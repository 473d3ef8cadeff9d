import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` in the app build (vite.config.ts alias). RJSF's core imports
 * it for markdown in descriptions and help (only with `enableMarkdownInDescription`/`enableMarkdownInHelp`,
 * which compiled layouts never set; our field template shows rawDescription/rawHelp as text) and for
 * its own developer messages (unsupported field, object config error, file list). Analysts' markdown
 * arrives rendered by the server (adapters/markdown), so these show their text as written.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
