import { describe, expect, it } from 'vitest';
import { FIELD, WIDGET } from '../widget-names';
import { answerText } from './answer-text';

const NBSP = '\u00a0';
const options = [{ key: 'fraud', label: 'Fraud' }, { key: 'theft', label: 'Theft' }];
const ui = (extra: Record<string, unknown>, opts: Record<string, unknown> = {}) => ({ ...extra, 'ui:options': opts });

describe('answerText', () => {
  it('counts 0 as an answer and blanks as none', () => {
    expect(answerText(undefined, ui({ 'ui:widget': WIDGET.textbox }), 0, 'en-CA')).toBe('0');
    expect(answerText(undefined, ui({ 'ui:widget': WIDGET.textbox }), '  ', 'en-CA')).toBe('');
    expect(answerText(undefined, ui({ 'ui:widget': WIDGET.textbox }), null, 'en-CA')).toBe('');
  });

  it('writes money in dollars and percentages with two decimals, the reader’s way', () => {
    expect(answerText(undefined, ui({}, { format: 'currency' }), 1250000, 'en-CA')).toBe('$1,250,000');
    expect(answerText(undefined, ui({}, { format: 'currency' }), 99.5, 'fr-CA')).toBe(`99,50${NBSP}$`);
    expect(answerText(undefined, ui({}, { format: 'percentage' }), 12.5, 'fr-CA')).toBe(`12,50${NBSP}%`);
    expect(answerText(undefined, ui({}, { format: 'year' }), 2008, 'en-CA')).toBe('2008');
  });

  it('shows options, ticked boxes, yes/no, look-ups and tiles as labels', () => {
    expect(answerText(undefined, ui({ 'ui:widget': WIDGET.radioSlider }), 'n', 'fr-CA')).toBe('Non');
    expect(answerText(undefined, ui({ 'ui:widget': WIDGET.checkbox }), 'y', 'en-CA')).toBe('Yes');
    expect(answerText(undefined, ui({ 'ui:widget': WIDGET.dropdown }, { options }), 'theft', 'en-CA')).toBe('Theft');
    expect(answerText(undefined, ui({ 'ui:field': FIELD.multiCheckbox }, { options }), { fraud: 'y', theft: 'n' }, 'en-CA')).toBe('Fraud');
    expect(answerText(undefined, ui({ 'ui:field': FIELD.multiCheckbox }, { options }), { fraud: 'n', theft: 'n' }, 'en-CA')).toBe('');
    expect(answerText(undefined, ui({ 'ui:field': FIELD.typeahead }), { key: 'a1', value: '1 Main St, Ottawa' }, 'en-CA')).toBe('1 Main St, Ottawa');
    expect(answerText(undefined, ui({ 'ui:field': FIELD.coverageTile }, { options: [{ key: 'basic', label: 'Basic' }] }), { key: 'basic', limit: 1000000 }, 'en-CA')).toBe('Basic ($1,000,000)');
  });

  it('writes a date dd/MM/yyyy', () => {
    expect(answerText(undefined, ui({ 'ui:widget': WIDGET.calendar }), '2026-01-31', 'fr-CA')).toBe('31/01/2026');
  });
});
