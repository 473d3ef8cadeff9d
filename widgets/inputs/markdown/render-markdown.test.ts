import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

function dom(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('renderMarkdown', () => {
  it('renders markdown', () => {
    const out = dom(renderMarkdown('**Read** the [terms](/terms).\n\n- one\n- two'));
    expect(out.querySelector('strong')?.textContent).toBe('Read');
    expect(out.querySelectorAll('li')).toHaveLength(2);
    const link = out.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/terms');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = renderMarkdown('Hi <script>alert(1)</script><img src="x.png" onerror="alert(2)"> [x](javascript:alert(3)) <a href="#" onclick="alert(4)">y</a>');
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(dom(out).querySelector('img')?.getAttribute('src')).toBe('x.png');
  });

  it('opens external links in a new tab without opener or referrer', () => {
    const link = dom(renderMarkdown('[CRA](https://www.canada.ca/cra)')).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops a target an author wrote on an internal link', () => {
    const link = dom(renderMarkdown('<a href="/help" target="_top">help</a>')).querySelector('a');
    expect(link?.hasAttribute('target')).toBe(false);
  });
});
