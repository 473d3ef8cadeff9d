import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

describe('shipped plans', () => {
  it('all six programs have a valid rating plan', () => {
    expect([...loadAllPlans(PROGRAMS).keys()].sort()).toEqual(['CANACCT', 'CANAGENT', 'CANGLDWNG', 'CANLAWYERS', 'CANSILVWING', 'CANWINGS']);
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
