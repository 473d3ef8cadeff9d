/**
 * Analysts' markdown (markdownText) as safe HTML, rendered on the server once per layout version
 * and sent beside the page (adapters/markdown/page-markdown.ts): the browser ships no markdown
 * renderer and no sanitizer. Safe by construction rather than by cleaning afterwards: marked only
 * emits its own markdown tags, raw HTML is shown as text, and a link or image keeps its address only
 * when it is relative or http(s) (mailto: and tel: for links). Absolute http(s) links open in a new
 * tab with rel="noopener noreferrer"; relative ones stay in the page's tab. It needs no DOM, so
 * the server runs it (and stories and tests, to stand in for the server).
 */
import { Marked, type Tokens } from 'marked';

type Target = 'site' | 'external' | 'app';

/**
 * Where an address leads; undefined: not allowed. Read as browsers read it: they drop spaces and
 * control characters around the scheme and tabs and newlines anywhere (dropping them everywhere only
 * rejects more); the address reaches the page HTML-escaped, so character references stay text.
 */
function targetOf(href: string): Target | undefined {
  const squeezed = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
  if (scheme === undefined) return /^[/\\]{2}/.test(squeezed) ? 'external' : 'site'; // `//host/…` leaves the site
  if (scheme === 'http' || scheme === 'https') return 'external';
  if (scheme === 'mailto' || scheme === 'tel') return 'app';
  return undefined; // javascript:, data:, vbscript:, file:, …
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** an address as an attribute value: percent-encoded like marked does, then HTML-escaped */
function attributeUrl(href: string): string {
  let encoded: string;
  try {
    encoded = encodeURI(href).replace(/%25/g, '%');
  } catch {
    encoded = href;
  }
  return escapeHtml(encoded);
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });
markdown.use({
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    checkbox() {
      return ''; // task-list boxes would be form inputs
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const target = targetOf(href);
      if (!target) return text;
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      const newTab = target === 'external' ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${attributeUrl(href)}"${titled}${newTab}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const target = targetOf(href);
      if (target !== 'site' && target !== 'external') return escapeHtml(text);
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${attributeUrl(href)}" alt="${escapeHtml(text)}"${titled}>`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
