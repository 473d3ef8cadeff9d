import { describe, expect, it } from 'vitest';
import { answerLink } from './answer-link';

describe('answerLink', () => {
  it('reads a whole http(s) answer as a link', () => {
    expect(answerLink('https://example.com/firm?a=1')).toBe('https://example.com/firm?a=1');
    expect(answerLink(' http://Example.com:8080 ')).toBe('http://Example.com:8080');
  });

  it('opens a www. address, as the website fields accept it, over https', () => {
    expect(answerLink('www.comptable.ca')).toBe('https://www.comptable.ca');
    expect(answerLink('www.comptable.ca/equipe')).toBe('https://www.comptable.ca/equipe');
  });

  it.each([
    ['text around it', 'see https://example.com'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<b>x</b>'],
    ['no host', 'https://'],
    ['a user name before the host', 'https://user@evil.example'],
    ['a space inside', 'https://example.com/a b'],
    ['plain text', 'Quebec'],
    ['a www. name without a domain', 'www.'],
    ['a www. address with a user name', 'www.example.ca@evil.example'],
    ['markup', '<a href="https://example.com">x</a>'],
  ])('keeps %s as text', (_, text) => {
    expect(answerLink(text)).toBeNull();
  });
});
