import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { registerOperations, runRule } from './index';

const TODAY = '2025-03-15';

describe('rule operations', () => {
  it.each([
    ['today', { today: [] }, {}, TODAY],
    ['$date literal', { add_days: ['$date', 1] }, {}, '2025-03-16'],
    ['add_days', { add_days: [{ var: 'd' }, 30] }, { d: '2025-01-31' }, '2025-03-02'],
    ['add_days negative', { add_days: [{ var: 'd' }, -1] }, { d: '2025-01-01' }, '2024-12-31'],
    ['add_months clamps', { add_months: [{ var: 'd' }, 1] }, { d: '2024-01-31' }, '2024-02-29'],
    ['add_years from 29 Feb', { add_years: [{ var: 'd' }, 1] }, { d: '2024-02-29' }, '2025-02-28'],
    ['add_days on bad date', { add_days: [{ var: 'd' }, 1] }, { d: '2025-02-31' }, null],
    ['add_days with non-integer amount', { add_days: [{ var: 'd' }, 'x'] }, { d: '2025-02-01' }, null],
    ['year', { year: [{ var: 'd' }] }, { d: '2025-08-01' }, 2025],
    ['month', { month: [{ var: 'd' }] }, { d: '2025-08-01' }, 8],
    ['day', { day: [{ var: 'd' }] }, { d: '2025-08-09' }, 9],
    ['month of nothing', { month: [{ var: 'd' }] }, {}, null],
    ['date_diff_days', { date_diff_days: [{ var: 'a' }, { var: 'b' }] }, { a: '2025-01-01', b: '2025-03-01' }, 59],
    ['date_diff_days backwards', { date_diff_days: [{ var: 'b' }, { var: 'a' }] }, { a: '2025-01-01', b: '2025-03-01' }, -59],
    ['date_diff_days from today', { date_diff_days: ['$date', '2025-03-20'] }, {}, 5],
    ['sum of numbers', { sum: [{ var: 'xs' }] }, { xs: [10, '20.5', '$1,000', '', null] }, 1030.5],
    ['sum of a property', { sum: [{ var: 'list' }, 'pct'] }, { list: [{ pct: 33.33 }, { pct: '33.33' }, { pct: 33.34 }, {}] }, 100],
    ['sum of listed fields', { sum: [[{ var: 'a' }, { var: 'b' }, { var: 'c' }]] }, { a: 0.1, b: 0.2 }, 0.3],
    ['sum of no list', { sum: [{ var: 'nothing' }] }, {}, 0],
    ['round2', { round2: [1.005] }, {}, 1.01],
    ['round2 negative', { round2: [-2.345] }, {}, -2.35],
    ['round2 of text', { round2: ['abc'] }, {}, null],
    ['dependent', { dependent: [{ var: 'revenue' }, { var: 'pct' }] }, { revenue: '$250,000', pct: 12.5 }, 31250],
    ['dependent to 2 decimals', { dependent: [{ var: 'revenue' }, { var: 'pct' }] }, { revenue: 1234.56, pct: 33.333 }, 411.52],
    ['dependent waits for both', { dependent: [{ var: 'revenue' }, { var: 'pct' }] }, { revenue: 1000 }, null],
    ['num', { num: ['$1,500.25'] }, {}, 1500.25],
    ['coverage_end_date', { coverage_end_date: [{ var: 'begin' }] }, { begin: '2025-04-10' }, '2026-04-10'],
    ['coverage_end_date Ontario lawyers', { coverage_end_date: [{ var: 'begin' }, '01-01'] }, { begin: '2025-04-10' }, '2026-01-01'],
    ['coverage_end_date no fixed day', { coverage_end_date: [{ var: 'begin' }, null] }, { begin: '2025-04-10' }, '2026-04-10'],
    ['coverage_end_date 6 months', { coverage_end_date: [{ var: 'begin' }, null, 0, 6] }, { begin: '2025-04-10' }, '2025-10-10'],
    ['coverage_end_date bad begin', { coverage_end_date: [{ var: 'begin' }] }, { begin: 'soon' }, null],
    ['coverage_year_end after June', { coverage_year_end: [{ var: 'begin' }] }, { begin: '2025-07-01' }, 2026],
    ['coverage_year_end in June', { coverage_year_end: [{ var: 'begin' }] }, { begin: '2025-06-30' }, 2025],
    ['yn true', { yn: [{ '==': [{ var: 'a' }, 3] }] }, { a: 3 }, 'y'],
    ['yn false', { yn: [{ '==': [{ var: 'a' }, 3] }] }, { a: 2 }, 'n'],
    ['yn of empty list', { yn: [[]] }, {}, 'n'],
    ['is_y', { is_y: [{ var: 'a' }] }, { a: 'y' }, true],
    ['is_y of n', { is_y: [{ var: 'a' }] }, { a: 'n' }, false],
  ])('%s', (_name, logic, data, expected) => {
    expect(runRule(logic, data, { today: TODAY })).toEqual(expected);
  });

  it('an unknown operation yields null instead of throwing', () => {
    expect(runRule({ no_such_op: [1] }, {})).toBeNull();
  });

  it('registers the operations once, in json-logic-js itself', () => {
    registerOperations();
    registerOperations();
    expect(jsonLogic.apply({ round2: [2.675] } as never)).toBe(2.68);
  });

  it('today without a pinned date is the real date', () => {
    const real = new Date();
    const iso = `${real.getFullYear()}-${String(real.getMonth() + 1).padStart(2, '0')}-${String(real.getDate()).padStart(2, '0')}`;
    expect(runRule({ today: [] }, {})).toBe(iso);
  });
});

describe('spec rules written with the operations', () => {
  // docs/requirements.md §2.9: fraud page rule — begin month after the configured month (8) and day at or after day (1) → n
  const fraudRule = {
    if: [{ and: [{ '>': [{ month: [{ var: 'coverage_begin_date' }] }, 8] }, { '>=': [{ day: [{ var: 'coverage_begin_date' }] }, 1] }] }, 'n', 'y'],
  };
  it.each([
    ['2025-09-01', 'n'],
    ['2025-08-31', 'y'],
    ['2025-01-15', 'y'],
  ])('fraud page rule for begin %s is %s', (begin, flag) => {
    expect(runRule(fraudRule, { coverage_begin_date: begin })).toBe(flag);
  });

  // docs/requirements.md §2.9: agent type 3 or MMC forces the licence rules to y
  const licenceRule = { yn: [{ or: [{ '==': [{ var: 'agent_type' }, '3'] }, { '==': [{ var: 'agent_type_cst' }, '3'] }, { '==': [{ var: 'agents_company' }, 'MMC'] }] }] };
  it.each([
    [{ agent_type: '3' }, 'y'],
    [{ agent_type_cst: '3' }, 'y'],
    [{ agents_company: 'MMC' }, 'y'],
    [{ agent_type: '1', agents_company: 'CIFPS' }, 'n'],
  ])('licence display rule for %j is %s', (data, flag) => {
    expect(runRule(licenceRule, data)).toBe(flag);
  });
});
