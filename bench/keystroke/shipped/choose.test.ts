import { describe, expect, it } from 'vitest';
import { compileLayout } from '../../../adapters/compile';
import type { CompileContext, LayoutField, LayoutPage } from '../../../adapters/types';
import { fieldCount, fieldDomId, largestPage, ruleCounts, shippedPageOf, typingTarget, type NamedFixture } from './choose';
import { loadShippedPage } from './load';

const T = (en: string) => ({ 'en-CA': en, 'fr-CA': `${en} (fr)` });
const CTX: CompileContext = { locale: 'en-CA', program: 'CANLAWYERS', applicationType: 'NEW', role: 'applicant' };
const page = (route: string, fields: LayoutField[]): LayoutPage => ({ route_name: route, title: T(route), form_container: { rows: [{ sections: [{ fields }] }] } });
const text = (name: string, extra: Partial<LayoutField> = {}): LayoutField => ({ name, type: 'textbox', label: T(`Label of ${name}`), ...extra });
const yesNo = (name: string): LayoutField => ({ name, type: 'radiosliderv2', label: T(name) });
const shownWhen = (name: string, value: string) => ({ visible: { '==': [{ var: name }, value] } });
const fixture = (name: string, data: Record<string, unknown>, expect: NamedFixture['fixture']['expect'] = 'valid'): NamedFixture => ({ name, fixture: { data, expect } });

describe('the largest shipped page', () => {
  it('is looked for among the programs’ pages, not the analysts’ examples, journeys or fixtures', () => {
    expect(shippedPageOf('schemas/programs/CANLAWYERS/pages/practice-information.json')).toEqual({ program: 'CANLAWYERS', route: 'practice-information' });
    expect(shippedPageOf('schemas/programs/_examples/pages/layout-rules.json')).toBeUndefined();
    expect(shippedPageOf('schemas/programs/CANLAWYERS/journey.json')).toBeUndefined();
    expect(shippedPageOf('schemas/fixtures/CANLAWYERS/practice-information/journey.json')).toBeUndefined();
  });

  it('counts the components of containers as fields', () => {
    const firms = { name: 'firms', type: 'multifieldv2', label: T('Firm'), components: [text('firm_name'), text('firm_city'), text('firm_country')] };
    expect(fieldCount(page('history', [yesNo('has_firms'), firms]))).toBe(5);
  });

  it('has the most fields, components included; a tie goes to the first file by name', () => {
    const flat = { file: 'schemas/programs/A/pages/flat.json', page: page('flat', [text('a'), text('b'), text('c')]) };
    const nested = {
      file: 'schemas/programs/B/pages/nested.json',
      page: page('nested', [{ name: 'firms', type: 'multifieldv2', label: T('Firm'), components: [text('firm_name'), text('firm_city'), text('firm_country')] }]),
    };
    expect(largestPage([flat, nested])).toMatchObject({ file: nested.file, fields: 4 });
    const twin = { file: 'schemas/programs/A/pages/aaa.json', page: page('aaa', [text('x'), text('y'), text('z'), text('w')]) };
    expect(largestPage([nested, twin]).file).toBe(twin.file);
    expect(() => largestPage([])).toThrow('no shipped layout page');
  });

  it('counts its compiled rules by kind', () => {
    const compiled = compileLayout(page('rules', [yesNo('q'), text('why', { rules: shownWhen('q', 'n') }), text('note', { tags: [{ key: 'parent', value: 'q' }, { key: 'action', value: 'show' }, { key: 'equals', value: 'y' }] })]), CTX);
    expect(ruleCounts(compiled)).toEqual({ visible: 2, disabled: 0, value: 0, invalid: 0, warning: 0, option: 0 });
  });
});

describe('where the benchmark types on it', () => {
  const fields = [
    yesNo('q_letter'),
    text('explanation', { rules: shownWhen('q_letter', 'n'), validations: [{ name: 'required' }, { name: 'maxLength', params: { value: 300 } }] }),
    text('name'),
    text('amount', { tags: [{ key: 'number', value: true }] }),
    text('code', { tags: [{ key: 'transform', value: 'uppercase' }] }),
    text('postal', { validations: [{ name: 'pattern', params: { pattern: '^[A-Z]\\d[A-Z]' } }] }),
    text('short', { validations: [{ name: 'maxLength', params: { max: 10 } }] }),
    { name: 'firms', type: 'multifieldv2', label: T('Firm'), components: [text('firm_name')] },
  ];
  const compiled = compileLayout(page('practice', fields), CTX);

  it('is the last free-text field on screen: no number, transform, pattern or a limit below what is typed, not inside a list', () => {
    expect(typingTarget(compiled, [], 56)).toEqual({ path: 'name', label: 'Label of name', source: 'no answers', data: {} });
    expect(typingTarget(compiled, [], 10).path).toBe('short');
  });

  it('takes the demo applicant’s answers first (journey.json), leaving out the field’s own answer', () => {
    const fixtures = [fixture('a-letter-no-passes.json', { q_letter: 'n', explanation: 'A' }), fixture('journey.json', { q_letter: 'y', name: 'Ann' })];
    expect(typingTarget(compiled, fixtures, 56)).toEqual({ path: 'name', label: 'Label of name', source: 'journey.json', data: { q_letter: 'y' } });
  });

  it('when those show no free-text field, the first passing fixture by name that does, then the failing ones', () => {
    const onlyExplained = compileLayout(page('explained', fields.slice(0, 2)), CTX);
    const journey = fixture('journey.json', { q_letter: 'y' });
    const passingZ = fixture('z-letter-no-passes.json', { q_letter: 'n', explanation: 'Z' });
    const failing = fixture('letter-no-fails.json', { q_letter: 'n' }, ['explanation']);
    const passingA = fixture('a-letter-no-passes.json', { q_letter: 'n', explanation: 'A' });
    expect(typingTarget(onlyExplained, [passingZ, failing, passingA, journey], 56)).toMatchObject({ path: 'explanation', source: 'a-letter-no-passes.json', data: { q_letter: 'n' } });
    expect(typingTarget(onlyExplained, [failing, passingZ, journey], 56).source).toBe('z-letter-no-passes.json');
    expect(typingTarget(onlyExplained, [failing, journey], 56).source).toBe('letter-no-fails.json');
    expect(() => typingTarget(onlyExplained, [journey], 56)).toThrow('explained: no free-text field');
  });

  it('passes a fixture’s other-step answers along, and skips fixtures written for another context', () => {
    const byAnswers = compileLayout(page('answers', [text('note', { rules: { visible: { '==': [{ var: '$answers.plan' }, 'gold'] } } })]), CTX);
    const withAnswers: NamedFixture = { name: 'journey.json', fixture: { data: {}, answers: { plan: 'gold' }, expect: 'valid' } };
    expect(typingTarget(byAnswers, [withAnswers], 56)).toEqual({ path: 'note', label: 'Label of note', source: 'journey.json', data: {}, answers: { plan: 'gold' } });
    const renewal: NamedFixture = { name: 'renewal.json', fixture: { ...withAnswers.fixture, ctx: { applicationType: 'RENEWAL' } } };
    expect(() => typingTarget(byAnswers, [renewal], 56)).toThrow('answers: no free-text field');
  });

  it('finds one on the largest page shipped today, so that the benchmark can run', () => {
    const shipped = loadShippedPage(56);
    expect(shipped.fields).toBeGreaterThan(0);
    expect(shipped.compiled.meta.order).toContain(shipped.target.path);
    expect(shipped.form.data).not.toHaveProperty(shipped.target.path);
  });

  it('is found by its DOM id, as each renderer writes it', () => {
    expect(fieldDomId('ours', 'explanation')).toBe('root.explanation');
    expect(fieldDomId('rjsf', 'explanation')).toBe('root_explanation');
  });
});
