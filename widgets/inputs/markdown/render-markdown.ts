import { Marked } from 'marked';
import createDOMPurify from 'dompurify';

const markdown = new Marked({ gfm: true, breaks: false });

/** A private DOMPurify instance so that its link hook does not leak into other users of the library. */
let purifier: ReturnType<typeof createDOMPurify> | undefined;

function isExternal(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

function getPurifier() {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && isExternal(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Analysts' markdown as safe HTML: no script, style, frames or forms, no event handler attributes,
 * no javascript: URLs (DOMPurify's defaults plus a stricter tag list); external links open in a
 * new tab with rel="noopener noreferrer".
 */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return getPurifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
