import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { progressStateName, type StepAnswers } from '../journey';
import type { Journey, LayoutPage, Locale } from '../types';
import { reviewSummary, type ReviewAnswer, type ReviewEntry, type ReviewGroup, type ReviewList, type ReviewParts } from './summary';

const ROOT = join(import.meta.dirname, '../../schemas');
const NBSP = '\u00a0';

/** A shipped program: its journey, its pages, and the answers of its journey fixtures as saved steps. */
function program(client: string) {
  const journey = JSON.parse(readFileSync(join(ROOT, 'programs', client, 'journey.json'), 'utf8')) as Journey;
  const pages: Record<string, LayoutPage> = {};
  for (const file of readdirSync(join(ROOT, 'programs', client, 'pages'))) {
    const page = JSON.parse(readFileSync(join(ROOT, 'programs', client, 'pages', file), 'utf8')) as LayoutPage;
    pages[page.route_name] = page;
  }
  const states: StepAnswers[] = journey.links.flatMap((link) => {
    const file = join(ROOT, 'fixtures', client, link.route_name, 'journey.json');
    return existsSync(file) ? [{ name: progressStateName(link), form_elements: JSON.parse(readFileSync(file, 'utf8')).data }] : [];
  });
  return { journey, pages, states };
}

const acct = program('CANACCT');
const summary = (locale: Locale, over: Partial<Parameters<typeof reviewSummary>[0]> = {}) =>
  reviewSummary({ ...acct, locale, today: '2026-06-01', ...over });

const group = (groups: ReviewGroup[], route: string) => groups.find((g) => g.route === route);
const entries = (g: ReviewGroup | undefined): ReviewEntry[] => g?.sections.flatMap((s) => s.entries) ?? [];
const text = (g: ReviewGroup | undefined, path: string) => (entries(g).find((e) => e.path === path) as ReviewAnswer | undefined)?.text;
const withState = (route: string, data: Record<string, unknown>) => {
  const link = acct.journey.links.find((l) => l.route_name === route)!;
  return [...acct.states.filter((s) => s.name !== progressStateName(link)), { name: progressStateName(link), form_elements: data }];
};

describe('reviewSummary (accountants, their journey fixtures)', () => {
  it('has one group per answered step, in journey order, titled by its page', () => {
    const groups = summary('en-CA');
    const answered = acct.journey.links.map((l) => l.route_name).filter((r) => groups.some((g) => g.route === r));
    expect(groups.map((g) => g.route)).toEqual(answered);
    expect(groups[0]).toMatchObject({ route: 'important-information', title: 'Important information' });
    expect(group(groups, 'general-information')?.sections.map((s) => s.title)).toEqual(['About you', 'Your practice', 'Coverage period']);
  });

  it('shows dates dd/MM/yyyy, options and yes/no as labels, money in dollars, percentages with two decimals', () => {
    const groups = summary('en-CA');
    const general = group(groups, 'general-information');
    expect(text(general, 'coverage_begin_date')).toBe('15/06/2026');
    expect(text(general, 'business_province')).toBe('Quebec');
    expect(text(general, 'language_code')).toBe('English');
    expect(text(group(groups, 'important-information'), 'qa_has_read_important_information')).toBe('Yes');
    expect(text(group(groups, 'financial-details-gross-billings'), 'total_revenue')).toBe('$400,000');
    expect(text(group(groups, 'revenue-information'), 'pct_revenue_public_companies')).toBe('0.00%');
  });

  it('reads the same answers in French', () => {
    const groups = summary('fr-CA');
    const general = group(groups, 'general-information');
    expect(general?.title).toBe('Renseignements généraux');
    expect(text(general, 'business_province')).toBe('Québec');
    expect(text(group(groups, 'important-information'), 'qa_has_read_important_information')).toBe('Oui');
    expect(text(group(groups, 'financial-details-gross-billings'), 'total_revenue')).toBe(`400${NBSP}000${NBSP}$`);
  });

  it('lists a split of percentages part by part, 0 included', () => {
    const split = entries(group(summary('en-CA'), 'financial-details-gross-billings')).find((e) => e.kind === 'parts') as ReviewParts;
    expect(split.parts).toEqual([
      { label: 'Audit and assurance', text: '40.00%' },
      { label: 'Tax preparation and advice', text: '60.00%' },
      { label: 'Management consulting', text: '0.00%' },
    ]);
  });

  it('nests a multi-field list: one item per entry, titled like the list’s items', () => {
    const list = entries(group(summary('en-CA'), 'practice-information')).find((e) => e.kind === 'list') as ReviewList;
    expect(list.label).toBe('Partner or officer');
    expect(list.items.map((i) => i.title)).toEqual(['Benoît Comptable', 'Julie Tremblay']);
    expect(list.items[0]!.entries).toContainEqual({ kind: 'answer', path: 'officer_details.0.date_designation_received', label: 'Date the designation was received', text: '15/09/2008' });
  });

  it('leaves out markdown, unanswered fields, hidden fields and steps never saved', () => {
    const groups = summary('en-CA', {
      states: withState('coverage-requested', { qa_has_prior_insurance: 'n', prior_insurer: 'Old Mutual', qa_requires_retroactive_coverage: 'n', retroactive_date: '' }),
    });
    expect(entries(group(groups, 'important-information')).map((e) => e.path)).toEqual(['qa_has_read_important_information']);
    expect(entries(group(groups, 'coverage-requested')).map((e) => e.path)).toEqual(['qa_has_prior_insurance', 'qa_requires_retroactive_coverage']);
    expect(entries(group(groups, 'general-information')).map((e) => e.path)).not.toContain('middle_initial');
    const none = summary('en-CA', { states: acct.states.filter((s) => s.name !== 'GENERAL_INFORMATION') });
    expect(group(none, 'general-information')).toBeUndefined();
  });

  it('leaves out fields tagged review_exclude, and those tagged review_hide_on_renewal on renewals only', () => {
    const page = acct.pages['general-information']!;
    const tagged = structuredClone(page);
    for (const field of tagged.form_container.rows.flatMap((r) => r.sections).flatMap((s) => s.fields)) {
      if (field.name === 'email_address') field.tags = [...(field.tags ?? []), { key: 'review_exclude', value: true }];
      if (field.name === 'language_code') field.tags = [...(field.tags ?? []), { key: 'review_hide_on_renewal', value: 'y' }];
    }
    const pages = { ...acct.pages, 'general-information': tagged };
    const paths = (type: string) => entries(group(summary('en-CA', { pages, type }), 'general-information')).map((e) => e.path);
    expect(paths('NEW')).not.toContain('email_address');
    expect(paths('NEW')).toContain('language_code');
    expect(paths('RENEWAL')).not.toContain('language_code');
    expect(paths('RENEWAL')).toContain('first_name');
  });
});

describe('reviewSummary (lawyers)', () => {
  it('summarises every answered step of the shipped journey', () => {
    const lawyers = program('CANLAWYERS');
    const groups = reviewSummary({ ...lawyers, locale: 'fr-CA', today: '2026-06-01' });
    expect(groups.length).toBeGreaterThan(5);
    for (const g of groups) expect(g.sections.every((s) => s.entries.length > 0)).toBe(true);
  });
});
