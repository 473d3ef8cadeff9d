/**
 * The application PDF's content (docs/requirements.md §6.7), built from the saved answers, the
 * program's layout pages and the accepted quote in one language. Pure: what the file says is
 * decided here and tested without drawing; render.ts only lays these blocks out on pages.
 */
import { formatDate, formatLimit, formatPercent, formatPremium, joinLabels } from '../../adapters/format';
import { messagesOf } from '../../adapters/i18n/catalog';
import { t } from '../../adapters/i18n/format';
import { applicationAnswers, type StepAnswers } from '../../adapters/journey';
import { aircraftAnswers, commissions, summarize, type Amount, type CoverageRow } from '../../adapters/quotes';
import { reviewSummary, type ReviewEntry, type ReviewGroup } from '../../adapters/review';
import type { Quote } from '../../adapters/api';
import type { Journey, LayoutPage, Locale } from '../../adapters/types';
import { applicationFileName } from './file-name';

/** A label and its answer; `depth` indents the items of a list under the list's label. */
export interface PdfAnswer {
  label: string;
  text: string;
  depth: number;
}
export interface PdfColumn {
  header: string;
  /** share of the page's width, in per cent */
  width: number;
  align: 'left' | 'right';
}
export interface PdfRow {
  cells: string[];
  /** a group's title row (an aircraft) or a total: drawn in bold */
  strong?: boolean;
}
export type PdfBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'answers'; rows: PdfAnswer[] }
  | { kind: 'table'; columns: PdfColumn[]; rows: PdfRow[] }
  | { kind: 'note'; text: string };

export interface PdfDocument {
  locale: Locale;
  fileName: string;
  /** the document's title (also its metadata) */
  title: string;
  /** the running footer, with {page} and {pages} left to the renderer */
  pageLabel: string;
  blocks: PdfBlock[];
}

export interface ApplicationPdfInput {
  locale: Locale;
  journey: Journey;
  /** the program's layout pages by route name */
  pages: Readonly<Record<string, LayoutPage>>;
  /** the proposal's saved steps */
  states: readonly StepAnswers[];
  /** the proposal's type (NEW, RENEWAL …) */
  type: string;
  customerNumber: string;
  /** the accepted quote; null when there is none (nothing to show of limits) */
  quote: Quote | null;
  policyNumber: string | null;
  /** ISO yyyy-MM-dd: the day the application was sent, and today for the layouts' date rules */
  madeOn: string;
}

/** Whether `locale` has message `id`: plan names and limit kinds without one are shown as the plan gives them. */
const known = (locale: Locale, id: string) => id in messagesOf(locale);

/**
 * The commission table's columns: the quote page's (20, 38, 10, 15, 9 per cent, docs/requirements.md
 * §5.6) with the insurer's share given to the two amounts, which a French amount in bold needs.
 */
const COMMISSION_WIDTHS = [20, 32, 10, 19, 19];

/** Steps whose answers are the program's eligibility criteria: listed last, under their own heading. */
const isEligibility = (group: ReviewGroup) => group.route.includes('eligibility');

export function applicationDocument(input: ApplicationPdfInput): PdfDocument {
  const { locale } = input;
  const m = (id: string, values?: Record<string, string | number>) => t(locale, id, values);
  const groups = reviewSummary({ journey: input.journey, pages: input.pages, states: input.states, type: input.type, locale, today: input.madeOn });
  const answers = applicationAnswers(input.states);
  const beginDate = typeof answers.coverage_begin_date === 'string' ? answers.coverage_begin_date : undefined;
  const client = input.journey.client;

  const facts: PdfAnswer[] = [
    { label: m('pdf.program'), text: known(locale, `app.program.${client}`) ? m(`app.program.${client}`) : client, depth: 0 },
    { label: m('pdf.customerNumber'), text: input.customerNumber, depth: 0 },
    ...(input.policyNumber ? [{ label: m('pdf.policyNumber'), text: input.policyNumber, depth: 0 }] : []),
    ...(beginDate ? [{ label: m('pdf.coverageBegins'), text: formatDate(beginDate), depth: 0 }] : []),
    { label: m('pdf.preparedOn'), text: formatDate(input.madeOn), depth: 0 },
  ];
  const blocks: PdfBlock[] = [{ kind: 'heading', level: 1, text: m('pdf.title') }, { kind: 'answers', rows: facts }];

  const pagesOfAnswers = groups.filter((g) => !isEligibility(g));
  if (pagesOfAnswers.length) blocks.push({ kind: 'heading', level: 2, text: m('pdf.answers') }, ...pagesOfAnswers.flatMap(groupBlocks));
  if (input.quote) blocks.push(...quoteBlocks(input.quote, input.states, locale));
  const eligibility = groups.filter(isEligibility);
  if (eligibility.length) blocks.push({ kind: 'heading', level: 2, text: m('pdf.eligibility') }, ...eligibility.flatMap(groupBlocks));

  return {
    locale,
    fileName: applicationFileName(client, beginDate),
    title: `${m('pdf.title')} ${input.customerNumber}`,
    pageLabel: m('pdf.page', { page: '{page}', pages: '{pages}' }),
    blocks,
  };
}

/** A step: its title, then each section's title and answers. */
function groupBlocks(group: ReviewGroup): PdfBlock[] {
  return [
    { kind: 'heading', level: 3, text: group.title },
    ...group.sections.flatMap((section): PdfBlock[] => [
      ...(section.title ? [{ kind: 'note' as const, text: section.title }] : []),
      { kind: 'answers', rows: section.entries.flatMap((e) => answerRows(e, 0)) },
    ]),
  ];
}

function answerRows(entry: ReviewEntry, depth: number): PdfAnswer[] {
  if (entry.kind === 'answer') return [{ label: entry.label, text: entry.text, depth }];
  if (entry.kind === 'parts') return [{ label: entry.label, text: '', depth }, ...entry.parts.map((p) => ({ label: p.label, text: p.text, depth: depth + 1 }))];
  return [
    { label: entry.label, text: '', depth },
    ...entry.items.flatMap((item) => [{ label: item.title, text: '', depth: depth + 1 }, ...item.entries.flatMap((e) => answerRows(e, depth + 2))]),
  ];
}

/** The wings table (each aircraft's coverages), limit data (the policy's coverages and the totals) and the commission table. */
function quoteBlocks(quote: Quote, states: readonly StepAnswers[], locale: Locale): PdfBlock[] {
  const m = (id: string, values?: Record<string, string | number>) => t(locale, id, values);
  const plan = (name: string) => (known(locale, `app.quote.plan.${name}`) ? m(`app.quote.plan.${name}`) : name);
  const amount = (a: Amount) => {
    const text = formatLimit(a.amount, locale);
    return known(locale, `app.quote.appliesTo.${a.appliesTo}`) ? m(`app.quote.appliesTo.${a.appliesTo}`, { amount: text }) : text;
  };
  const amounts = (list: Amount[]) => list.map(amount).join('\n');
  const summary = summarize(quote, aircraftAnswers(states.map((s) => ({ form_elements: s.form_elements ?? {} }))));
  const money = (n: number) => formatPremium(n, locale);
  const deductibles = summary.hasDeductibles;
  const coverageRow = (r: CoverageRow): PdfRow => ({ cells: [plan(r.plan), amounts(r.limits), ...(deductibles ? [amounts(r.deductibles)] : []), money(r.premium)] });
  const columns = (first: string, firstWidth: number): PdfColumn[] => [
    { header: first, width: firstWidth, align: 'left' },
    { header: m('app.quote.limit'), width: deductibles ? 26 : 36, align: 'left' },
    ...(deductibles ? [{ header: m('app.quote.deductible'), width: 22, align: 'left' as const }] : []),
    { header: m('app.quote.premium'), width: 100 - firstWidth - (deductibles ? 48 : 36), align: 'right' },
  ];
  const blocks: PdfBlock[] = [];

  if (summary.aircraft.length) {
    const rows = summary.aircraft.flatMap((group): PdfRow[] => [
      { cells: [group.description ? m('app.quote.aircraftDescribed', { registration: group.registration, description: group.description }) : m('app.quote.aircraft', { registration: group.registration }), '', ...(deductibles ? [''] : []), ''], strong: true },
      ...group.rows.map(coverageRow),
    ]);
    blocks.push({ kind: 'heading', level: 2, text: m('pdf.wings') }, { kind: 'table', columns: columns(m('pdf.wings.aircraft'), 36), rows });
  }

  // beside the aircraft, the policy's own coverages are named as such; the totals count both
  const policyRows = summary.rows.length && summary.aircraft.length ? [{ cells: [m('app.quote.policyCoverages'), '', ...(deductibles ? [''] : []), ''], strong: true }, ...summary.rows.map(coverageRow)] : summary.rows.map(coverageRow);
  const total = (id: string, value: number): PdfRow => ({ cells: [m(id), '', ...(deductibles ? [''] : []), money(value)], strong: true });
  blocks.push(
    { kind: 'heading', level: 2, text: m('pdf.limits') },
    { kind: 'table', columns: columns(m('app.quote.coverage'), 36), rows: [...policyRows, total('app.quote.subtotal', summary.premium), total('app.quote.taxes', summary.taxes), total('app.quote.fees', summary.fees), total('app.quote.total', summary.total)] },
  );

  const commission = commissions(quote);
  if (commission) {
    blocks.push(
      { kind: 'heading', level: 2, text: m('pdf.commission') },
      {
        kind: 'table',
        columns: COMMISSION_WIDTHS.map((width, i) => ({
          header: m(['app.quote.coverage', 'app.quote.commission.insurer', 'app.quote.commission.rate', 'app.quote.premium', 'app.quote.commission.amount'][i]!),
          width,
          align: i < 2 ? 'left' : 'right',
        })),
        rows: [
          ...commission.rows.map((r) => ({
            cells: [
              plan(r.plan),
              r.aircraft.length ? `${r.insurer}\n${m('app.quote.commission.aircraft', { count: r.aircraft.length, registrations: joinLabels(r.aircraft, locale) })}` : r.insurer,
              formatPercent(r.ratePercent, locale, Number.isInteger(r.ratePercent) ? 0 : 2),
              money(r.premium),
              money(r.amount),
            ],
          })),
          { cells: [m('app.quote.commission.total'), '', '', '', money(commission.total)], strong: true },
        ],
      },
      { kind: 'note', text: m('app.quote.commission.note') },
    );
  }
  return blocks;
}
