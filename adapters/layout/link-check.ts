/**
 * Links a page shows must not run code: a dynamiclink's `href` tag, links in markdownText (inline,
 * autolinks, reference definitions, HTML attributes) and link buttons. javascript:, vbscript: and
 * data: addresses are reported, however they are disguised (case, spaces, control characters,
 * HTML character references), as browsers read through all of those.
 */
import { childPath } from '../compile/json-path';
import { LOCALES, type LayoutProblem } from '../types';
import type { WalkedField } from './field-walk';

const UNSAFE_SCHEME = /^(javascript|vbscript|data):/;

const NAMED: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/' };

function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function isUnsafeHref(href: string): boolean {
  // browsers drop tabs and newlines anywhere in a URL and spaces or controls around the scheme
  const squeezed = decodeReferences(href).replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return UNSAFE_SCHEME.test(squeezed);
}

const LINK_PATTERNS = [
  /\]\(\s*<?([^)>\s]*)/g, // [text](target)
  /<([a-z][a-z0-9+.-]*:[^<>\s]*)>/gi, // <scheme:target>
  /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm, // [ref]: target
  /\b(?:href|src|action|formaction)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi, // <a href="target">
];

/** Every link target written in a piece of markdown. */
export function markdownLinks(markdown: string): string[] {
  const found: string[] = [];
  for (const pattern of LINK_PATTERNS) {
    for (const m of markdown.matchAll(pattern)) {
      const target = m.slice(1).find((g) => g !== undefined);
      if (target) found.push(target);
    }
  }
  return found;
}

const shown = (href: string) => JSON.stringify(href.length > 60 ? `${href.slice(0, 60)}…` : href);
const unsafe = (href: string, where: string) => `link ${shown(href)} ${where} is unsafe: javascript:, vbscript: and data: addresses are not allowed`;

export function checkLinkSafety(file: string, walked: WalkedField[], page: unknown): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  for (const { field, at } of walked) {
    (Array.isArray(field.tags) ? field.tags : []).forEach((tag, i) => {
      if (tag?.key === 'href' && typeof tag.value === 'string' && isUnsafeHref(tag.value)) {
        problems.push({ file, path: `${at}.tags[${i}]`, message: unsafe(tag.value, `in field "${field.name}"`) });
      }
    });
    const markdown = field.markdownText as Record<string, unknown> | undefined;
    for (const locale of LOCALES) {
      const text = markdown?.[locale];
      if (typeof text !== 'string') continue;
      for (const href of markdownLinks(text).filter(isUnsafeHref)) {
        problems.push({ file, path: childPath(childPath(at, 'markdownText'), locale), message: unsafe(href, `in the markdown of field "${field.name}"`) });
      }
    }
  }
  const buttons = (page as { form_container?: { buttons?: unknown } } | null)?.form_container?.buttons;
  (Array.isArray(buttons) ? buttons : []).forEach((button: { name?: unknown; href?: unknown } | null, i) => {
    if (typeof button?.href === 'string' && isUnsafeHref(button.href)) {
      problems.push({ file, path: `$.form_container.buttons[${i}].href`, message: unsafe(button.href, `of button "${String(button.name)}"`) });
    }
  });
  return problems;
}
