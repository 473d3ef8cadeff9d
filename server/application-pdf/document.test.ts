/**
 * What the application PDF says (docs/requirements.md §6.7), without drawing it: the pure document
 * of the demo answers of a whole journey, on the real layout pages, in both languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LayoutPage, Locale } from '../../adapters/types';
import { journeyFixtureSteps, journeyOf, SCHEMAS } from '../testing/journey-fixtures';
import { applicationDocument, type PdfBlock } from './document';

function pagesOf(client: string): Record<string, LayoutPage> {
  const dir = join(SCHEMAS, 'programs', client, 'pages');
  return Object.fromEntries(readdirSync(dir).map((f) => {
    const page = JSON.parse(readFileSync(join(dir, f), 'utf8')) as LayoutPage;
    return [page.route_name, page];
  }));
}

function documentOf(client: string, locale: Locale) {
  const states = journeyFixtureSteps(client, 'NEW', new Date('2026-11-29T12:00:00Z')).map((s) => ({ name: s.state, completed: true, form_elements: s.answers }));
  return applicationDocument({ locale, journey: journeyOf(client), pages: pagesOf(client), states, type: 'NEW', customerNumber: 'C100004', quote: null, policyNumber: null, madeOn: '2026-11-29' });
}

const headings = (blocks: PdfBlock[], level: number) => blocks.flatMap((b) => (b.kind === 'heading' && b.level === level ? [b.text] : []));
const rows = (blocks: PdfBlock[]) => blocks.flatMap((b) => (b.kind === 'answers' ? b.rows : []));

describe('the application PDF’s document', () => {
  it('lists the answers by step and section, each list item under its title, the eligibility steps last', () => {
    const doc = documentOf('CANGLDWNG', 'en-CA');
    expect(headings(doc.blocks, 1)).toEqual(['Insurance application']);
    // no quote given: no limits, aircraft or commission tables
    expect(headings(doc.blocks, 2)).toEqual(['Your answers', 'Eligibility criteria']);
    const steps = headings(doc.blocks, 3);
    expect(steps.at(-1)).toBe('Eligibility');
    expect(steps.slice(0, -1)).not.toContain('Eligibility');
    const all = rows(doc.blocks);
    expect(all.slice(0, 3)).toEqual([
      { label: 'Program', text: 'Gold Wings aircraft hull insurance', depth: 0 },
      { label: 'Customer number', text: 'C100004', depth: 0 },
      expect.objectContaining({ label: 'Coverage begins' }),
    ]);
    // an aircraft of the list: its title, then its answers one level further in
    const title = all.findIndex((r) => r.text === '' && r.depth === 1 && r.label.startsWith('C-'));
    expect(title).toBeGreaterThan(0);
    expect(all[title + 1]).toMatchObject({ label: 'Registration mark', depth: 2 });
    expect(doc.fileName).toMatch(/^Application\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  it('says the same in French, labels from the layouts and the messages', () => {
    const doc = documentOf('CANGLDWNG', 'fr-CA');
    expect(headings(doc.blocks, 2)).toEqual(['Vos réponses', 'Critères d’admissibilité']);
    const all = rows(doc.blocks);
    expect(all[0]).toEqual({ label: 'Programme', text: 'Assurance corps d’aéronef Gold Wings', depth: 0 });
    expect(all.some((r) => r.label === 'Marque d’immatriculation')).toBe(true);
    expect(all.some((r) => r.text === 'Non')).toBe(true);
    expect(doc.pageLabel).toBe('Page {page} de {pages}');
    expect(doc.fileName).toBe(documentOf('CANGLDWNG', 'en-CA').fileName);
  });
});
