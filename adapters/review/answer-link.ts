/**
 * An answer that is a web address is shown as a link (docs/requirements.md §8.5): the whole answer
 * one http(s) URL with a host, nothing else. Anything else stays text; no answer is ever read as
 * HTML or markdown.
 */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@:]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export function answerLink(text: string): string | null {
  const trimmed = text.trim();
  return WEB_ADDRESS.test(trimmed) ? trimmed : null;
}
