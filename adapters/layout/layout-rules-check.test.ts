/** layouts:check on option rules, warnings, `$context` and clear_on_change (README "For analysts", Rules and Tags). */
import { describe, expect, it } from 'vitest';
import type { LayoutProblem } from '../types';
import { checkLayouts, type LayoutSource } from './check-layouts';

const line = (p: LayoutProblem) => `${p.file}: ${p.path}: ${p.message}`;
const T = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
const PAGE = 'schemas/programs/CANGLDWNG/pages/aircraft.json';
const at = '$.form_container.rows[0].sections[0].fields';
const page = (fields: unknown[]) => ({ route_name: 'aircraft', title: T('Aircraft', 'Aéronef'), form_container: { rows: [{ sections: [{ fields }] }] } });
const problemsOf = (fields: unknown[]) => checkLayouts([{ path: PAGE, text: JSON.stringify(page(fields)) } satisfies LayoutSource]).problems.map(line);

const seats = { name: 'seats', type: 'textbox', label: T('Seats', 'Places'), tags: [{ key: 'number', value: true }] };
const limit = (visible: unknown, extra: Record<string, unknown> = {}) => ({
  name: 'limit',
  type: 'dropdown',
  label: T('Limit', 'Limite'),
  options: [{ key: '100000', value: T('$100,000', '100 000 $'), rules: { visible } }, { key: '1000000', value: T('$1,000,000', '1 000 000 $') }],
  ...extra,
});

describe('layouts:check: rules of options, warnings and $context', () => {
  it('accepts option rules, a warning and $context.application_type / $context.client', () => {
    const warning = { when: { '==': [{ var: '$context.application_type' }, 'RENEWAL'] }, message: T('Check your limit.', 'Vérifiez votre limite.') };
    const visible = { and: [{ '<=': [{ var: 'seats' }, 4] }, { '==': [{ var: '$context.client' }, 'CANGLDWNG'] }] };
    expect(problemsOf([seats, limit(visible, { rules: { warning } })])).toEqual([]);
  });

  it('names an unknown field read by an option rule or a warning, and an unknown $context name', () => {
    const warning = { when: { '==': [{ var: '$context.province' }, 'ON'] }, message: T('Ontario.', 'Ontario.') };
    expect(problemsOf([seats, limit({ '<=': [{ var: 'seat' }, 4] }, { rules: { warning } })])).toEqual([
      `${PAGE}: ${at}[1].rules.warning.when: rule names "$context.province", which is not a field of this page ($context holds application_type and client)`,
      `${PAGE}: ${at}[1].options[0].rules.visible: rule names "seat", which is not a field of this page`,
    ]);
  });

  it('refuses a warning without its message in both languages, and an option rule other than visible', () => {
    const warning = { when: true, message: { 'en-CA': 'Only English.' } };
    const bad = { ...limit(true), rules: { warning } };
    (bad.options[1] as Record<string, unknown>).rules = { disabled: true };
    expect(problemsOf([seats, bad])).toEqual([
      `${PAGE}: ${at}[1].options[1].rules.disabled: unknown property "disabled"`,
      `${PAGE}: ${at}[1].rules.warning.message: missing fr-CA text`,
    ]);
  });

  it('names a clear_on_change that names no answer of the page', () => {
    const deductible = { name: 'deductible', type: 'textbox', label: T('Deductible', 'Franchise'), tags: [{ key: 'clear_on_change', value: 'limit,limits' }] };
    expect(problemsOf([limit(true), deductible])).toEqual([
      `${PAGE}: ${at}[1].tags: tag clear_on_change names "limits", which is not another answer of this page (field "deductible")`,
    ]);
  });
});

describe('layouts:check: prefill and $user', () => {
  const name = (prefill: unknown) => ({ name: 'first_name', type: 'textbox', label: T('First name', 'Prénom'), rules: { prefill } });

  it('accepts a prefill from the account and names an unknown $user name', () => {
    expect(problemsOf([name({ var: '$user.first_name' })])).toEqual([]);
    expect(problemsOf([name({ var: '$user.phone' })])).toEqual([
      `${PAGE}: ${at}[0].rules.prefill: rule names "$user.phone", which is not a field of this page ($user holds first_name, last_name, email)`,
    ]);
  });
});
