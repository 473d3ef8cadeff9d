import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { rate } from './engine';
import { RatingPlanError } from './plan-error';
import { loadAllPlans, loadPlan } from './plans';
import { parsePlan } from './validate-plan';

const PROGRAMS = join(__dirname, '../../schemas/programs');
const good = () => JSON.parse(readFileSync(join(PROGRAMS, 'CANACCT/rating.json'), 'utf8')) as Record<string, any>;
const problemsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof RatingPlanError) return err.message.split('\n');
    throw err;
  }
  throw new Error('expected a RatingPlanError');
};

/** Field names of a program's pages: `name` and, for a multifield's components, `list.name`. */
function askedFields(client: string): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown, prefix: string): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, prefix));
    if (typeof node !== 'object' || node === null) return;
    const field = node as Record<string, unknown>;
    const named = typeof field.name === 'string' && typeof field.type === 'string';
    if (named) names.add(prefix + String(field.name));
    for (const [key, value] of Object.entries(field)) walk(value, named && key === 'components' ? `${prefix}${String(field.name)}.` : prefix);
  };
  for (const file of readdirSync(join(PROGRAMS, client, 'pages'))) walk(JSON.parse(readFileSync(join(PROGRAMS, client, 'pages', file), 'utf8')), '');
  return names;
}

describe('shipped plans', () => {
  it('all six programs have a valid rating plan', () => {
    expect([...loadAllPlans(PROGRAMS).keys()].sort()).toEqual(['CANACCT', 'CANAGENT', 'CANGLDWNG', 'CANLAWYERS', 'CANSILVWING', 'CANWINGS']);
  });

  it.each(['CANAGENT', 'CANACCT', 'CANLAWYERS', 'CANGLDWNG', 'CANSILVWING', 'CANWINGS'])('every answer the %s plan reads is asked on one of its pages', (client) => {
    const plan = readFileSync(join(PROGRAMS, client, 'rating.json'), 'utf8');
    const asked = askedFields(client);
    // answers.x or answers.x.option (multicheckbox / split option); item.x is a component of the rated list
    const read = [...plan.matchAll(/"var": "(answers|item)\.([\w]+)/g)].map(([, scope, name]) => `${scope}.${name}`);
    const unasked = [...new Set(read)].filter((v) => {
      const name = v.slice(v.indexOf('.') + 1);
      return v.startsWith('answers.') ? !asked.has(name) : ![...asked].some((a) => a.endsWith(`.${name}`));
    });
    expect(unasked).toEqual([]);
  });
});

/** The markdown texts of a program's quote page (quote or quote-final), both languages joined. */
function quoteTexts(client: string): { en: string; fr: string } {
  const texts = { en: '', fr: '' };
  for (const file of readdirSync(join(PROGRAMS, client, 'pages')).filter((f) => /^quote(-final)?\.json$/.test(f))) {
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      const text = (node as { markdownText?: Record<string, string> }).markdownText;
      if (text) {
        texts.en += `${text['en-CA']}\n`;
        texts.fr += `${text['fr-CA']}\n`;
      }
      Object.values(node).forEach(walk);
    };
    walk(JSON.parse(readFileSync(join(PROGRAMS, client, 'pages', file), 'utf8')));
  }
  return texts;
}

describe('what the quote page says about the price is what the plan does', () => {
  it.each(['CANAGENT', 'CANACCT', 'CANLAWYERS', 'CANGLDWNG', 'CANSILVWING', 'CANWINGS'])('%s: pilot details are named only when the plan reads the pilots’ answers', (client) => {
    const readsPilots = /"var": "answers\.pilots\b/.test(readFileSync(join(PROGRAMS, client, 'rating.json'), 'utf8'));
    const { en, fr } = quoteTexts(client);
    expect(en).not.toBe('');
    expect({ en: /pilot/i.test(en), fr: /pilote/i.test(fr) }).toEqual(readsPilots ? expect.anything() : { en: false, fr: false });
  });

  it('combined wings: the text promises no hull premium, which liability only does not have', () => {
    const { en, fr } = quoteTexts('CANWINGS');
    expect([en, fr]).toEqual([expect.not.stringMatching(/hull/i), expect.not.stringMatching(/corps d|coque/i)]);
  });
});

describe('an invalid plan is reported with file and JSON path', () => {
  it('names a missing base premium and an unknown property', () => {
    const plan = good();
    delete plan.primary.limits[1].base_premium;
    plan.primary.limits[2].premium = 5;
    expect(problemsOf(() => parsePlan(plan, 'x/rating.json'))).toEqual([
      "x/rating.json: $.primary.limits[1]: must have required property 'base_premium'",
      'x/rating.json: $.primary.limits[2]: unknown property "premium"',
    ]);
  });

  it('names an unknown JSON Logic operation, a var that reads nothing and an undefined derived value', () => {
    const plan = good();
    plan.primary.factors[0].logic = { multiplyy: [2, 3] };
    plan.optional_coverages[1].when = { '==': [{ var: 'answer.cyber_coverage' }, 'y'] };
    plan.taxes.province = { var: 'derived.province' };
    expect(problemsOf(() => parsePlan(plan, 'x/rating.json'))).toEqual([
      'x/rating.json: $.primary.factors[0].logic: unknown JSON Logic operation "multiplyy"',
      'x/rating.json: $.optional_coverages[1].when.==[0].var: "answer.cyber_coverage" reads nothing: a var starts with one of answers, derived, limit, base_premium, deductible, premium, item',
      'x/rating.json: $.taxes.province.var: "derived.province" is not a derived value defined above',
    ]);
  });

  it('refuses the method operation, duplicate limits, unknown provinces and a client outside its folder', () => {
    const plan = good();
    plan.primary.limits[1].amount = 1000000;
    plan.primary.factors[0].logic = { method: [{ var: 'answers.x' }, 'toString'] };
    expect(problemsOf(() => parsePlan(plan, 'x/rating.json', 'CANLAWYERS'))).toEqual([
      'x/rating.json: $.client: is "CANACCT" but the file is in the CANLAWYERS folder',
      'x/rating.json: $.primary.limits[1].amount: limit 1000000 is listed twice',
      'x/rating.json: $.primary.factors[0].logic: unknown JSON Logic operation "method"',
    ]);
    const taxes = good();
    taxes.taxes.by_province.ZZ = [];
    expect(problemsOf(() => parsePlan(taxes, 'x/rating.json'))).toContain('x/rating.json: $.taxes.by_province: has an unknown province code "ZZ"');
  });

  it('names a commission without its insurer or with a rate above 100 %', () => {
    const plan = good();
    plan.primary.commission = { rate: 0.15 };
    plan.optional_coverages[0].commission = { insurer: 'Aurora Aviation Insurance Company', rate: 15 };
    expect(problemsOf(() => parsePlan(plan, 'x/rating.json'))).toEqual([
      "x/rating.json: $.primary.commission: must have required property 'insurer'",
      'x/rating.json: $.optional_coverages[0].commission.rate: must be <= 1',
    ]);
  });

  it('names the factor whose logic gives no number when rating', () => {
    const plan = parsePlan({ ...good(), primary: { ...good().primary, factors: [{ name: 'revenue band', logic: { var: 'answers.band' } }] } }, 'x/rating.json');
    expect(problemsOf(() => rate({ file: 'x/rating.json', plan }, { id: 'P', progress_states: [{ form_elements: { band: 'high' } }] }))).toEqual([
      'x/rating.json: $.primary.factors[0].logic: (revenue band) gave "high", not a number of 0 or more',
    ]);
  });

  describe('files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plans-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('names a file that is not JSON and a program without a plan', () => {
      mkdirSync(join(dir, 'CANACCT'));
      writeFileSync(join(dir, 'CANACCT', 'rating.json'), '{ "client": ');
      const [problem] = problemsOf(() => loadPlan(dir, 'CANACCT'));
      expect(problem).toMatch(/CANACCT\/rating\.json: \$: not valid JSON: /);
      expect(problemsOf(() => loadPlan(dir, 'CANLAWYERS'))[0]).toMatch(/CANLAWYERS\/rating\.json: \$: file not found$/);
    });
  });
});
