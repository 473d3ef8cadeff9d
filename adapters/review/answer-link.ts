/**
 * An answer that is a web address is shown as a link (docs/requirements.md §8.5): the whole answer
 * one http(s) URL with a host, or a www. address as the website fields accept it (opened over
 * https). Anything else stays text; no answer is ever read as HTML or markdown.
 */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@:]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const BARE_WEB_ADDRESS = /^www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i;

/** Where the answer links to, or null when it is not a web address. */
export function answerLink(text: string): string | null {
  const trimmed = text.trim();
  if (WEB_ADDRESS.test(trimmed)) return trimmed;
  return BARE_WEB_ADDRESS.test(trimmed) ? `https://${trimmed}` : null;
}
