import { describe, expect, it } from 'vitest';
import { evaluate } from './index';
import { field, handLayout } from './testing/hand-layout';

describe('evaluate', () => {
  it('drops the values of hidden fields and lists hidden paths', () => {
    const compiled = handLayout([field('has_claims'), field('claim_details'), field('secret')], {
      rules: { visible: { claim_details: { '==': [{ var: 'has_claims' }, 'y'] } }, staticHidden: ['secret'] },
    });
    const out = evaluate(compiled, { has_claims: 'n', claim_details: 'stale text', secret: 'x' });
    expect(out.data).toEqual({ has_claims: 'n' });
    expect(out.hidden.sort()).toEqual(['claim_details', 'secret']);
    const shown = evaluate(compiled, { has_claims: 'y', claim_details: 'kept' });
    expect(shown.data).toEqual({ has_claims: 'y', claim_details: 'kept' });
    expect(shown.hidden).toEqual(['secret']);
  });

  it('hides multifield components per item, by sibling, with concrete paths', () => {
    const compiled = handLayout([field('pilots', { type: 'multifieldv2' }), field('pilots.*.has_licence'), field('pilots.*.licence')], {
      rules: { visible: { 'pilots.*.licence': { '==': [{ var: 'pilots.*.has_licence' }, 'y'] } } },
    });
    const out = evaluate(compiled, {
      pilots: [
        { has_licence: 'y', licence: 'PPL' },
        { has_licence: 'n', licence: 'stale' },
      ],
    });
    expect(out.hidden).toEqual(['pilots.1.licence']);
    expect(out.data).toEqual({ pilots: [{ has_licence: 'y', licence: 'PPL' }, { has_licence: 'n' }] });
  });

  it('reads the answers of other steps as $answers, in page rules and per item, without saving them', () => {
    const compiled = handLayout([field('aircraft', { type: 'multifieldv2' }), field('aircraft.*.hull_value', { numeric: true }), field('note'), field('plan')], {
      rules: {
        visible: { 'aircraft.*.hull_value': { '==': [{ var: '$answers.coverage_type' }, 'hull_liability'] } },
        compute: [{ path: 'plan', logic: { cat: ['plan ', { var: '$answers.coverage_type' }] } }],
        invalid: [{ path: 'note', when: { '==': [{ var: '$answers.coverage_type' }, 'liability'] }, message: { 'en-CA': 'Liability only.', 'fr-CA': 'Responsabilité seulement.' } }],
      },
    });
    const data = { aircraft: [{ hull_value: '$200,000' }], note: 'x' };
    const liability = evaluate(compiled, data, { answers: { coverage_type: 'liability' } });
    expect(liability.hidden).toEqual(['aircraft.0.hull_value']);
    expect(liability.data).toEqual({ aircraft: [{}], note: 'x', plan: 'plan liability' });
    expect(liability.errors.map((e) => e.field)).toEqual(['note']);
    const hull = evaluate(compiled, data, { answers: { coverage_type: 'hull_liability' } });
    expect(hull.hidden).toEqual([]);
    expect(hull.data).toEqual({ aircraft: [{ hull_value: 200000 }], note: 'x', plan: 'plan hull_liability' });
    expect(hull.errors).toEqual([]);
    // without other steps' answers `$answers.…` is null: a rule that needs one is false
    expect(evaluate(compiled, data).hidden).toEqual(['aircraft.0.hull_value']);
  });

  it('hides the children of a hidden tab panel', () => {
    const compiled = handLayout([field('aviation_tab', { display: true, type: 'custom-tab' }), field('hours'), field('other')], {
      rules: { visible: { aviation_tab: { '==': [{ var: 'other' }, 'y'] } } },
    });
    compiled.meta.layout = [{ sections: [{ items: [{ kind: 'tabs', panels: [{ name: 'aviation_tab', label: 'Aviation', paths: ['hours'] }] }] }] }];
    const out = evaluate(compiled, { hours: 10, other: 'n' });
    expect(out.hidden.sort()).toEqual(['aviation_tab', 'hours']);
    expect(out.data).toEqual({ other: 'n' });
  });

  it('derives a percentage total and a dependent amount, in order, to a fixpoint', () => {
    const compiled = handLayout([field('revenue', { numeric: true }), field('audit_pct', { numeric: true }), field('tax_pct', { numeric: true }), field('total_pct'), field('audit_amount')], {
      rules: {
        // deliberately listed before what it depends on: a second pass settles it
        compute: [
          { path: 'audit_amount', logic: { dependent: [{ var: 'revenue' }, { var: 'audit_pct' }] } },
          { path: 'total_pct', logic: { sum: [[{ var: 'audit_pct' }, { var: 'tax_pct' }]] } },
          { path: 'audit_pct', logic: { '-': [100, { var: 'tax_pct' }] } },
        ],
      },
    });
    const out = evaluate(compiled, { revenue: '$125,000', tax_pct: '62.5' });
    expect(out.data).toEqual({ revenue: 125000, tax_pct: 62.5, audit_pct: 37.5, total_pct: 100, audit_amount: 46875 });
  });

  it('does not count a hidden percentage in the total', () => {
    const compiled = handLayout([field('a', { numeric: true }), field('b', { numeric: true }), field('show_b'), field('total')], {
      rules: {
        visible: { b: { '==': [{ var: 'show_b' }, 'y'] } },
        compute: [{ path: 'total', logic: { sum: [[{ var: 'a' }, { var: 'b' }]] } }],
      },
    });
    expect(evaluate(compiled, { a: 40, b: 60, show_b: 'n' }).data).toEqual({ a: 40, show_b: 'n', total: 40 });
    expect(evaluate(compiled, { a: 40, b: 60, show_b: 'y' }).data.total).toBe(100);
  });

  it('computes per item: dependent amount of each multifield row', () => {
    const compiled = handLayout([field('lines', { type: 'multifieldv2' }), field('lines.*.amount', { numeric: true }), field('lines.*.pct', { numeric: true }), field('lines.*.share'), field('total')], {
      rules: {
        compute: [
          { path: 'lines.*.share', logic: { dependent: [{ var: 'lines.*.amount' }, { var: 'lines.*.pct' }] } },
          { path: 'total', logic: { sum: [{ var: 'lines' }, 'share'] } },
        ],
      },
    });
    const out = evaluate(compiled, { lines: [{ amount: '$1,000', pct: 15 }, { amount: 333.33, pct: '50' }, { pct: 10 }] });
    expect(out.data).toEqual({
      lines: [{ amount: 1000, pct: 15, share: 150 }, { amount: 333.33, pct: 50, share: 166.67 }, { pct: 10 }],
      total: 316.67,
    });
  });

  it('a derived value that cannot be worked out is removed, not left stale', () => {
    const compiled = handLayout([field('begin', { type: 'calendar' }), field('end', { type: 'calendar' })], {
      rules: { compute: [{ path: 'end', logic: { coverage_end_date: [{ var: 'begin' }] } }] },
    });
    expect(evaluate(compiled, { begin: '2025-02-28', end: '1999-01-01' }).data).toEqual({ begin: '2025-02-28', end: '2026-02-28' });
    expect(evaluate(compiled, { begin: 'nope', end: '2026-02-28' }).data).toEqual({ begin: 'nope' });
  });

  it('uses the injected today', () => {
    const compiled = handLayout([field('begin')], { rules: { compute: [{ path: 'begin', logic: { today: [] } }] } });
    expect(evaluate(compiled, {}, { today: '2030-01-02' }).data).toEqual({ begin: '2030-01-02' });
  });

  it('applies text transforms, reads amounts, removes blank text, keeps unreadable amounts as typed', () => {
    const compiled = handLayout([
      field('registration', { transform: ['trim', 'uppercase'] }),
      field('email', { transform: ['lowercase'] }),
      field('value', { numeric: true }),
      field('bad_value', { numeric: true }),
      field('blank'),
      field('split.audit', { numeric: true }),
    ]);
    const out = evaluate(compiled, { registration: '  c-gabc ', email: 'Ann@Example.COM', value: '$1,000,000.50', bad_value: '12abc', blank: '   ', split: { audit: '50' } });
    expect(out.data).toEqual({ registration: 'C-GABC', email: 'ann@example.com', value: 1000000.5, bad_value: '12abc', split: { audit: 50 } });
  });

  it('reads French amounts on a French page', () => {
    const compiled = handLayout([field('value', { numeric: true })], { locale: 'fr-CA' });
    expect(evaluate(compiled, { value: '1 000,50 $' }).data).toEqual({ value: 1000.5 });
  });

  it('lists disabled paths, static and by rule, per item', () => {
    const compiled = handLayout([field('email'), field('pilots', { type: 'multifieldv2' }), field('pilots.*.has'), field('pilots.*.hours')], {
      rules: { staticDisabled: ['email'], disabled: { 'pilots.*.hours': { '==': [{ var: 'pilots.*.has' }, 'n'] } } },
    });
    const out = evaluate(compiled, { pilots: [{ has: 'y' }, { has: 'n' }] });
    expect(out.disabled).toEqual(['email', 'pilots.1.hours']);
  });

  it('reports rule errors with the label and the message of the page language, not for hidden fields', () => {
    const message = { 'en-CA': 'Tick the box to confirm.', 'fr-CA': 'Cochez la case pour confirmer.' };
    const fields = [field('confirm', { label: 'Confirmation' }), field('show')];
    const rules = { invalid: [{ path: 'confirm', when: { '!=': [{ var: 'confirm' }, 'y'] }, message }], visible: { confirm: { var: 'show' } } };
    expect(evaluate(handLayout(fields, { rules, locale: 'fr-CA' }), { show: true, confirm: 'n' }).errors).toEqual([
      { field: 'confirm', label: 'Confirmation', message: 'Cochez la case pour confirmer.' },
    ]);
    expect(evaluate(handLayout(fields, { rules }), { show: true }).errors[0]?.message).toBe('Tick the box to confirm.');
    expect(evaluate(handLayout(fields, { rules }), { show: false, confirm: 'n' }).errors).toEqual([]);
  });

  it('never changes its input and survives data that is not an object', () => {
    const compiled = handLayout([field('a', { transform: ['uppercase'] })], { rules: { compute: [{ path: 'b', logic: { var: 'a' } }] } });
    const input = { a: 'x' };
    evaluate(compiled, input);
    expect(input).toEqual({ a: 'x' });
    expect(evaluate(compiled, null as never).data).toEqual({});
    expect(evaluate(compiled, [] as never).data).toEqual({});
  });

  it('stops after a few passes when derived values feed each other forever', () => {
    const compiled = handLayout([field('n')], { rules: { compute: [{ path: 'n', logic: { '+': [{ var: 'n' }, 1] } }] } });
    // five passes, one increment each
    expect(evaluate(compiled, { n: 0 }).data.n).toBe(5);
  });
});
