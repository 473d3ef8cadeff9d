// @vitest-environment jsdom
/**
 * The server's markdown renderer against XSS payloads: whatever an analyst writes, the HTML the
 * browser receives has only markdown's own tags, no event handler or style attribute, and only
 * relative, http(s), mailto: or tel: addresses, read by a real HTML parser (jsdom) as a browser would.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

const ALLOWED_TAGS = new Set(
  ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'hr', 'br'].concat(
    ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img'],
  ),
);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel', 'src', 'alt', 'align', 'start']);
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function dom(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const div = document.createElement('div');
  div.append(template.content);
  return div;
}

/** What a browser would run or load from the HTML: an empty list when it is safe. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const el of dom(html).querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of el.attributes) {
      const codeLanguage = tag === 'code' && name === 'class' && /^language-[\w-]+$/.test(value);
      if (!ALLOWED_ATTRIBUTES.has(name) && !codeLanguage) found.push(`${tag}[${name}]`);
    }
    const address = el instanceof HTMLAnchorElement ? el.href : el instanceof HTMLImageElement ? el.src : undefined;
    if (address !== undefined && !ALLOWED_PROTOCOLS.has(new URL(address).protocol)) found.push(`${tag} → ${address}`);
    if (el.hasAttribute('target') && el.getAttribute('rel') !== 'noopener noreferrer') found.push(`${tag} opens a tab with an opener`);
  }
  return found;
}

const PAYLOADS = [
  '<script>alert(1)</script>',
  'Hi <script>alert(1)</script> there',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<div onmouseover="alert(1)">hover</div>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<scr<script>ipt>alert(1)</script>',
  '<!-- <script>alert(1)</script> -->',
  '<details open ontoggle=alert(1)>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](\u0001javascript:alert(1))',
  '[x](java%0ascript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](vbscript:msgbox(1))',
  '[x](file:///etc/passwd)',
  '[x][1]\n\n[1]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '![x" onerror="alert(1)](/a.png)',
  '[x](https://e.example "a\\" onmouseover=\\"alert(1)")',
  '[<img src=x onerror=alert(1)>](https://e.example)',
  '[x](https://e.example/"onmouseover="alert(1))',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '- [ ] a task box is an input',
  '| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |',
  '> <script>alert(1)</script>',
];

describe('renderMarkdown', () => {
  it('(the check itself sees what a browser would run)', () => {
    expect(dangers('<img src=x onerror=alert(1)><a href="javascript:alert(1)" target=_blank>x</a><script></script>')).toEqual([
      'img[onerror]',
      'a → javascript:alert(1)',
      'a opens a tab with an opener',
      '<script>',
    ]);
  });

  it.each(PAYLOADS)('renders %j with nothing to run', (payload) => {
    expect(dangers(renderMarkdown(payload))).toEqual([]);
  });

  it('shows raw HTML as the text the analyst wrote', () => {
    const out = dom(renderMarkdown('Hi <script>alert(1)</script> <b>bold</b>'));
    expect(out.textContent).toBe('Hi <script>alert(1)</script> <b>bold</b>\n');
    expect(out.querySelector('script, b')).toBeNull();
  });

  it('keeps the text of a link whose address is not allowed', () => {
    const out = dom(renderMarkdown('Read [the terms](javascript:alert(1)) first.'));
    expect(out.querySelector('a')).toBeNull();
    expect(out.textContent).toBe('Read the terms first.\n');
  });

  it('renders markdown', () => {
    const out = dom(renderMarkdown('## Before you apply\n\n**Read** the [terms](/terms).\n\n- one\n- two\n\n1. first'));
    expect(out.querySelector('h2')?.textContent).toBe('Before you apply');
    expect(out.querySelector('strong')?.textContent).toBe('Read');
    expect(out.querySelectorAll('ul li')).toHaveLength(2);
    expect(out.querySelectorAll('ol li')).toHaveLength(1);
  });

  it('opens an absolute http(s) link in a new tab without opener or referrer, a relative one in place', () => {
    const out = dom(renderMarkdown('[CRA](https://www.canada.ca/cra) [help](/en-ca/help) [top](#top) www.example.org'));
    const [cra, help, top, bare] = out.querySelectorAll('a');
    expect(cra).toHaveProperty('target', '_blank');
    expect(cra?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(bare?.getAttribute('href')).toBe('http://www.example.org');
    expect(bare?.getAttribute('rel')).toBe('noopener noreferrer');
    for (const link of [help, top]) {
      expect(link?.hasAttribute('target')).toBe(false);
      expect(link?.hasAttribute('rel')).toBe(false);
    }
    expect(help?.getAttribute('href')).toBe('/en-ca/help');
  });

  it('keeps mailto: and tel: links, in place', () => {
    const links = dom(renderMarkdown('[write](mailto:help@example.org) or [call](tel:+18005550199)')).querySelectorAll('a');
    expect([...links].map((a) => [a.getAttribute('href'), a.hasAttribute('target')])).toEqual([
      ['mailto:help@example.org', false],
      ['tel:+18005550199', false],
    ]);
  });

  it('keeps images with a relative or http(s) address, and an unsafe one as its alt text', () => {
    const out = dom(renderMarkdown('![logo](/logo.png "Our logo") ![pixel](data:image/png;base64,AAAA)'));
    expect(out.querySelector('img')?.getAttribute('src')).toBe('/logo.png');
    expect(out.querySelectorAll('img')).toHaveLength(1);
    expect(out.textContent).toContain('pixel');
  });
});
