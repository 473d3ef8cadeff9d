import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Journey, LayoutField, LayoutPage } from '../../adapters/types';

export const BENCH_CLIENT = 'BENCHPROG';
export const BENCH_STATE = 'BENCH_STEP';
export const BENCH_ROUTE = 'bench-step';

const text = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
const yesNo = [
  { key: 'y', value: text('Yes', 'Oui') },
  { key: 'n', value: text('No', 'Non') },
];
const provinces = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK'].map((p) => ({ key: p, value: text(p, p) }));

/**
 * A realistic 40-field step: 16 required text boxes with length and pattern checks,
 * 8 dropdowns, 8 yes/no radios each with a dependent detail box shown on "y", and dates.
 */
function fields(): LayoutField[] {
  const out: LayoutField[] = [];
  for (let i = 0; i < 16; i++) {
    out.push({
      name: `text_${i}`,
      type: 'textbox',
      label: text(`Answer ${i}`, `Réponse ${i}`),
      tags: [{ key: 'transform', value: 'trim' }],
      validations: [{ name: 'required' }, { name: 'maxLength', params: { value: 60 } }, { name: 'pattern', params: { pattern: '^[A-Za-z0-9 .,-]+$' } }],
    });
  }
  for (let i = 0; i < 8; i++) {
    out.push({ name: `choice_${i}`, type: 'dropdown', label: text(`Province ${i}`, `Province ${i}`), options: provinces, validations: [{ name: 'required' }] });
  }
  for (let i = 0; i < 8; i++) {
    out.push({ name: `question_${i}`, type: 'radio', label: text(`Question ${i}`, `Question ${i}`), options: yesNo, validations: [{ name: 'required' }] });
    out.push({
      name: `question_${i}_details`,
      type: 'textbox',
      label: text(`Details ${i}`, `Détails ${i}`),
      tags: [
        { key: 'parent', value: `question_${i}` },
        { key: 'action', value: 'show' },
        { key: 'equals', value: 'y' },
      ],
      validations: [{ name: 'required' }, { name: 'maxLength', params: { value: 200 } }],
    });
  }
  for (const name of ['coverage_begin_date', 'date_established', 'date_of_birth', 'licence_date', 'prior_policy_date', 'audit_date', 'renewal_date', 'incorporation_date']) {
    out.push({ name, type: 'calendar', label: text(name.replace(/_/g, ' '), name.replace(/_/g, ' ')), validations: [{ name: 'required' }] });
  }
  return out;
}

export function benchPage(): LayoutPage {
  return {
    route_name: BENCH_ROUTE,
    title: text('Forty questions', 'Quarante questions'),
    form_container: { rows: [{ sections: [{ name: 'main', fields: fields() }] }] },
  };
}

/** Valid answers for every field (half the radios "y" so their details are required and kept). */
export function benchAnswers(seed: number): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (let i = 0; i < 16; i++) data[`text_${i}`] = `Answer ${i} for ${seed}`;
  for (let i = 0; i < 8; i++) data[`choice_${i}`] = provinces[(i + seed) % provinces.length]!.key;
  for (let i = 0; i < 8; i++) {
    data[`question_${i}`] = i % 2 === 0 ? 'y' : 'n';
    if (i % 2 === 0) data[`question_${i}_details`] = `Details of question ${i}`;
  }
  for (const name of ['coverage_begin_date', 'date_established', 'date_of_birth', 'licence_date', 'prior_policy_date', 'audit_date', 'renewal_date', 'incorporation_date']) {
    data[name] = '2024-03-15';
  }
  return data;
}

/** Writes the bench program (journey + the 40-field page) to a temp programs/ folder. */
export function writeBenchPrograms(): string {
  const programs = join(mkdtempSync(join(tmpdir(), 'bench-api-')), 'programs');
  const dir = join(programs, BENCH_CLIENT);
  mkdirSync(join(dir, 'pages'), { recursive: true });
  const journey: Journey = {
    client: BENCH_CLIENT,
    program_path: 'bench',
    links: [{ route_name: BENCH_ROUTE, nav_title: text('Forty questions', 'Quarante questions'), category: 'bench', tags: [{ key: 'progress_state', value: BENCH_STATE }] }],
  };
  writeFileSync(join(dir, 'journey.json'), JSON.stringify(journey, null, 2));
  writeFileSync(join(dir, 'pages', `${BENCH_ROUTE}.json`), JSON.stringify(benchPage(), null, 2));
  return programs;
}
