import { describe, expect, it } from 'vitest';
import { finishSentence, formatDate, toIsoDate, formatFieldNumber, formatLimit, formatMoney, formatNumber, formatPercent, formatPremium, isIsoDate, joinLabels, labelled, parseAmount, parseDisplayDate } from './index';

const NB = '\u00a0';

describe('money and numbers', () => {
  it.each([
    [1000000, 'en-CA', '$1,000,000.00'],
    [1000000, 'fr-CA', `1${NB}000${NB}000,00${NB}$`],
    [0, 'en-CA', '$0.00'],
    [-1234.5, 'en-CA', '-$1,234.50'],
    [-1234.5, 'fr-CA', `-1${NB}234,50${NB}$`],
    [999.999, 'en-CA', '$1,000.00'],
  ] as const)('formatMoney(%s, %s) = %s', (value, locale, text) => {
    expect(formatMoney(value, locale)).toBe(text);
  });

  it('limits show whole dollars and premiums cents', () => {
    expect(formatLimit(2000000, 'en-CA')).toBe('$2,000,000');
    expect(formatLimit(2000000, 'fr-CA')).toBe(`2${NB}000${NB}000${NB}$`);
    expect(formatPremium(425.5, 'en-CA')).toBe('$425.50');
    expect(formatPremium(425.5, 'fr-CA')).toBe(`425,50${NB}$`);
  });

  it('percentages with two decimals', () => {
    expect(formatPercent(12.5, 'en-CA')).toBe('12.50%');
    expect(formatPercent(12.5, 'fr-CA')).toBe(`12,50${NB}%`);
    expect(formatNumber(1234.5, 'en-CA', 1)).toBe('1,234.5');
    expect(formatNumber(Number.NaN, 'en-CA')).toBe('');
  });

  it.each([
    ['$1,000', 'en-CA', 1000],
    ['$1,000,000.50', 'en-CA', 1000000.5],
    ['  2500 ', 'en-CA', 2500],
    ['-$5', 'en-CA', -5],
    [`1${NB}000,50${NB}$`, 'fr-CA', 1000.5],
    ['1 000 000 $', 'fr-CA', 1000000],
    [42, 'en-CA', 42],
    ['1,00', 'en-CA', null],
    ['12abc', 'en-CA', null],
    ['', 'en-CA', null],
    ['$', 'en-CA', null],
    [null, 'en-CA', null],
    [Number.POSITIVE_INFINITY, 'en-CA', null],
    [{}, 'en-CA', null],
  ] as const)('parseAmount(%j, %s) = %s', (input, locale, value) => {
    expect(parseAmount(input, locale)).toBe(value);
  });
});

describe('dates', () => {
  it.each([
    ['31/12/2024', '2024-12-31'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2023', null],
    ['31/02/2024', null],
    ['31/04/2024', null],
    ['00/01/2024', null],
    ['1/2/2024', null],
    ['2024-12-31', null],
    [20241231, null],
  ] as const)('parseDisplayDate(%j) = %s', (text, iso) => {
    expect(parseDisplayDate(text)).toBe(iso);
  });

  it('shows ISO dates as dd/MM/yyyy and leaves other text as it is', () => {
    expect(formatDate('2024-01-05')).toBe('05/01/2024');
    expect(formatDate('31/02/2024')).toBe('31/02/2024');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('0999-03-07')).toBe('07/03/0999');
  });

  it('writes a local calendar day as ISO, four-digit year', () => {
    expect(toIsoDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
    expect(toIsoDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    const early = new Date(2000, 2, 7);
    early.setFullYear(999);
    expect(toIsoDate(early)).toBe('0999-03-07');
  });

  it('accepts only real ISO calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(isIsoDate('2024-02-01T00:00:00')).toBe(false);
  });
});

describe('joinLabels', () => {
  it.each([
    [[], 'en-CA', ''],
    [['A'], 'en-CA', 'A'],
    [['A', 'B'], 'en-CA', 'A and B'],
    [['A', 'B', 'C'], 'en-CA', 'A, B and C'],
    [['A', 'B', 'C'], 'fr-CA', 'A, B et C'],
    // a label that is a question keeps its mark, set off in the locale's quotation marks
    [['Who is the named insured?', 'Email'], 'en-CA', '“Who is the named insured?” and Email'],
    [['Email', 'Qui est l’assuré désigné?'], 'fr-CA', `Email et «${NB}Qui est l’assuré désigné?${NB}»`],
    // so is a label that is a statement (a check box's "I confirm …."): not run into the sentence
    [['I confirm that the information is true.', 'Email'], 'en-CA', '“I confirm that the information is true.” and Email'],
    [['Je confirme que les renseignements sont véridiques.'], 'fr-CA', `«${NB}Je confirme que les renseignements sont véridiques.${NB}»`],
  ] as const)('%j in %s → %j', (labels, locale, text) => {
    expect(joinLabels(labels, locale)).toBe(text);
  });
});

describe('finishSentence: one final mark, never "?."', () => {
  it.each([
    ['Please correct the following: First name', 'Please correct the following: First name.'],
    ['Please correct the following: “Who is the named insured?”', 'Please correct the following: “Who is the named insured?”'],
    [`Veuillez corriger : «${NB}Qui est l’assuré désigné?${NB}»`, `Veuillez corriger : «${NB}Qui est l’assuré désigné?${NB}»`],
    ['Please correct the following: “I confirm that the information is true.”', 'Please correct the following: “I confirm that the information is true.”'],
    ['Done.', 'Done.'],
    ['Really!', 'Really!'],
  ])('%j → %j', (text, sentence) => {
    expect(finishSentence(text)).toBe(sentence);
  });
});

describe('labelled: a label and its message', () => {
  it.each([
    ['First name', 'en-CA', 'First name: This field is required.'],
    ['First name', 'fr-CA', `First name${NB}: This field is required.`],
    ['Who is the named insured?', 'en-CA', 'Who is the named insured? This field is required.'],
    ['Qui est l’assuré désigné?', 'fr-CA', 'Qui est l’assuré désigné? This field is required.'],
    // a statement is not followed by a colon either: no ".:" nor ". :"
    ['I confirm that the information is true.', 'en-CA', 'I confirm that the information is true. This field is required.'],
    ['Je confirme que les renseignements sont véridiques.', 'fr-CA', 'Je confirme que les renseignements sont véridiques. This field is required.'],
  ] as const)('%j in %s', (label, locale, text) => {
    expect(labelled(label, 'This field is required.', locale)).toBe(text);
  });
});

describe('formatFieldNumber: by the field’s declared format', () => {
  it.each([
    [2008, 'year', 'en-CA', '2008'],
    [2008, 'year', 'fr-CA', '2008'],
    [123456, 'identifier', 'en-CA', '123456'],
    [2008, undefined, 'en-CA', '2,008'],
    [1950.5, 'currency', 'fr-CA', `1${NB}950,50`],
  ] as const)('%s as %s in %s → %j', (value, format, locale, text) => {
    expect(formatFieldNumber(value, format, locale)).toBe(text);
  });
});
