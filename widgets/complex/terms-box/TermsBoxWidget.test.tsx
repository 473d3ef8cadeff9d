import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness } from '../../harness/FormHarness';
import { renderIntl } from '../../harness/render-intl';
import { isScrolledToEnd } from './scroll-end';

const schema: RJSFSchema = { type: 'object', properties: { terms: { type: 'string', title: 'Terms and conditions', enum: ['y', 'n'] } } };
const uiSchema: UiSchema = { terms: { 'ui:widget': 'termsBox', 'ui:options': { markdown: '## Terms\n\nYou **agree** to everything.' } } };

/** jsdom lays nothing out: give the box the geometry a browser would measure. */
function stubGeometry(scrollHeight: number, clientHeight: number) {
  const restore = [
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  ];
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => clientHeight });
  return () => {
    if (restore[0]) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', restore[0]);
    if (restore[1]) Object.defineProperty(HTMLElement.prototype, 'clientHeight', restore[1]);
  };
}

function setup(locale: 'en-CA' | 'fr-CA' = 'en-CA', readonly = false) {
  const seen: Record<string, unknown>[] = [];
  renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} readonly={readonly} onData={(d) => seen.push(d)} />, locale);
  return { last: () => seen[seen.length - 1], box: () => screen.getByRole('region', { name: 'Terms and conditions' }) };
}

describe('TermsBoxWidget', () => {
  it('stays "n" until scrolled within 40 px of the bottom, then becomes "y"', () => {
    const restore = stubGeometry(1000, 200);
    try {
      const { last, box } = setup();
      expect(last()).toEqual({ terms: 'n' });
      expect(box()).toHaveAttribute('tabindex', '0');
      expect(box()).toHaveAccessibleDescription('Scroll to the end of the text to continue.');
      expect(box().querySelector('strong')).toHaveTextContent('agree');
      box().scrollTop = 759;
      fireEvent.scroll(box());
      expect(last()).toEqual({ terms: 'n' });
      box().scrollTop = 760;
      fireEvent.scroll(box());
      expect(last()).toEqual({ terms: 'y' });
      expect(box()).toHaveAccessibleDescription('You have read to the end.');
    } finally {
      restore();
    }
  });

  it('is "y" at once when the text fits without scrolling', () => {
    const restore = stubGeometry(150, 200);
    try {
      const { last } = setup();
      expect(last()).toEqual({ terms: 'y' });
    } finally {
      restore();
    }
  });

  it('does not change the answer for a CSR (read-only)', () => {
    const restore = stubGeometry(150, 200);
    try {
      const { last } = setup('en-CA', true);
      expect(last()).toBeUndefined();
    } finally {
      restore();
    }
  });

  it('speaks French in fr-CA', () => {
    const restore = stubGeometry(1000, 200);
    try {
      const { box } = setup('fr-CA');
      expect(box()).toHaveAccessibleDescription('Faites défiler le texte jusqu’à la fin pour continuer.');
    } finally {
      restore();
    }
  });

  it('isScrolledToEnd uses the 40 px tolerance', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 300 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 459, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 460, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
  });
});
