import { createContext, useContext } from 'react';

/**
 * The HTML of an analyst's markdown text, by its source. The server renders and sanitizes it
 * (adapters/markdown) and sends it beside the layout page; the app provides that reply's table,
 * stories and tests the renderer itself. The browser bundle holds no markdown renderer.
 */
export type MarkdownHtmlLookup = (source: string) => string | undefined;

export const MarkdownHtmlContext = createContext<MarkdownHtmlLookup>(() => undefined);

/** The server's HTML of `source`; without one (a page served without it) the text shows as written, never as HTML. */
export function MarkdownHtml({ source, id, className }: { source: string; id?: string; className?: string }) {
  const html = useContext(MarkdownHtmlContext)(source);
  if (html === undefined) {
    return (
      <div id={id} className={className}>
        <p>{source}</p>
      </div>
    );
  }
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
