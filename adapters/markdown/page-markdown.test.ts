import { describe, expect, it } from 'vitest';
import { layoutHash } from '../compile';
import type { LayoutPage } from '../types';
import { markdownOfPage } from './page-markdown';
import lawyersInfo from '../../schemas/programs/CANLAWYERS/pages/important-information.json';

describe('markdownOfPage', () => {
  it("renders every markdownText of the page in both languages, keyed by its source, and leaves the page as it was", () => {
    const page = structuredClone(lawyersInfo) as unknown as LayoutPage;
    const hash = layoutHash(page);
    const html = markdownOfPage(page);
    expect(layoutHash(page)).toBe(hash);
    expect(page).toEqual(lawyersInfo);
    const sources = Object.keys(html);
    expect(sources.some((s) => s.startsWith('## Before you apply'))).toBe(true);
    expect(sources.some((s) => s.startsWith('## Avant de'))).toBe(true);
    for (const source of sources) expect(html[source]).toMatch(/^<(h2|p|ul)>/);
  });

  it('finds markdown in nested fields', () => {
    const page = {
      fields: [{ name: 'panel', type: 'custom-tab', fields: [{ name: 'terms', type: 'terms-box', markdownText: { 'en-CA': '**Agree**', 'fr-CA': '**Accepter**' } }] }],
    } as unknown as LayoutPage;
    expect(markdownOfPage(page)).toEqual({ '**Agree**': '<p><strong>Agree</strong></p>\n', '**Accepter**': '<p><strong>Accepter</strong></p>\n' });
  });

  it('renders the message of every popup, in both languages', () => {
    const page = {
      route_name: 'p',
      popups: [{ id: 'nameError', title: { 'en-CA': 'T', 'fr-CA': 'T' }, message: { 'en-CA': 'Call **us**', 'fr-CA': 'Appelez-**nous**' }, buttons: [] }],
    } as unknown as LayoutPage;
    expect(markdownOfPage(page)).toEqual({ 'Call **us**': '<p>Call <strong>us</strong></p>\n', 'Appelez-**nous**': '<p>Appelez-<strong>nous</strong></p>\n' });
  });
});
