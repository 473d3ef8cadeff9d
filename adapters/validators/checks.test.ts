/**
 * Every named validation, table-driven, through validatePage (the function browser and server
 * call), asserting the exact message a person reads in both languages.
 */
import { describe, expect, it } from 'vitest';
import { field, handLayout } from '../rules/testing/hand-layout';
import type { FieldMeta, FormData, LayoutValidation, Locale } from '../types';
import { validatePage, VALIDATIONS } from './index';

const TODAY = '2025-03-14'; // a Friday
type Expected = [field: string, message: string][];

interface Case {
  name: string;
  fields: FieldMeta[];
  data: FormData;
  en: Expected;
  fr?: Expected;
}

const v = (name: LayoutValidation['name'], params?: Record<string, unknown>, message?: LayoutValidation['message']): LayoutValidation => ({
  name,
  ...(params ? { params } : {}),
  ...(message ? { message } : {}),
});
const with_ = (path: string, validations: LayoutValidation[], over: Partial<FieldMeta> = {}) => field(path, { validations, ...over });

function run(fields: FieldMeta[], data: FormData, locale: Locale): Expected {
  return validatePage(handLayout(fields, { locale }), data, { today: TODAY }).map((e) => [e.field, e.message]);
}

const CASES: Record<string, Case[]> = {
  required: [
    { name: 'missing', fields: [with_('name', [v('required')])], data: {}, en: [['name', 'This field is required.']], fr: [['name', 'Ce champ est obligatoire.']] },
    { name: 'blank text', fields: [with_('name', [v('required')])], data: { name: '   ' }, en: [['name', 'This field is required.']] },
    { name: 'answered', fields: [with_('name', [v('required')])], data: { name: 'Ann' }, en: [] },
    { name: 'zero is an answer', fields: [with_('count', [v('required')])], data: { count: 0 }, en: [] },
    { name: 'multicheckbox with nothing ticked', fields: [with_('kinds', [v('required')], { type: 'multicheckbox' })], data: { kinds: { a: 'n', b: 'n' } }, en: [['kinds', 'This field is required.']] },
    { name: 'typeahead without key', fields: [with_('insurer', [v('required')], { type: 'typeahead' })], data: { insurer: { key: '', value: '' } }, en: [['insurer', 'This field is required.']] },
    { name: 'layout message wins', fields: [with_('name', [v('required', undefined, { 'en-CA': 'Tell us your name.', 'fr-CA': 'Indiquez votre nom.' })])], data: {}, en: [['name', 'Tell us your name.']], fr: [['name', 'Indiquez votre nom.']] },
    { name: 'check box left at "n"', fields: [with_('agree', [v('required')], { type: 'checkbox' })], data: { agree: 'n' }, en: [['agree', 'You must accept this to continue.']], fr: [['agree', 'Vous devez accepter ceci pour continuer.']] },
    { name: 'check box never touched', fields: [with_('agree', [v('required')], { type: 'checkbox' })], data: {}, en: [['agree', 'You must accept this to continue.']], fr: [['agree', 'Vous devez accepter ceci pour continuer.']] },
    { name: 'check box ticked', fields: [with_('agree', [v('required')], { type: 'checkbox' })], data: { agree: 'y' }, en: [] },
    { name: 'terms box not accepted', fields: [with_('terms', [v('required')], { type: 'terms-box' })], data: { terms: 'n' }, en: [['terms', 'Scroll to the end and accept the terms to continue.']], fr: [['terms', 'Faites défiler jusqu’à la fin et acceptez les modalités pour continuer.']] },
    { name: 'terms box accepted', fields: [with_('terms', [v('required')], { type: 'terms-box' })], data: { terms: 'y' }, en: [] },
    { name: 'a yes/no slider may answer "n"', fields: [with_('claims', [v('required')], { type: 'radiosliderv2' })], data: { claims: 'n' }, en: [] },
    { name: 'check box in a list item', fields: [field('owners', { type: 'multifieldv2' }), with_('owners.*.consents', [v('required')], { type: 'checkbox' })], data: { owners: [{ consents: 'y' }, { consents: 'n' }] }, en: [['owners.1.consents', 'You must accept this to continue.']] },
    { name: 'check box: layout message wins', fields: [with_('agree', [v('required', undefined, { 'en-CA': 'Confirm to continue.', 'fr-CA': 'Confirmez pour continuer.' })], { type: 'checkbox' })], data: { agree: 'n' }, en: [['agree', 'Confirm to continue.']], fr: [['agree', 'Confirmez pour continuer.']] },
  ],
  pattern: [
    { name: 'mismatch', fields: [with_('postal', [v('pattern', { pattern: '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$' })])], data: { postal: '12345' }, en: [['postal', 'This value is not in the expected format.']], fr: [['postal', 'Cette valeur n’est pas dans le format attendu.']] },
    { name: 'match', fields: [with_('postal', [v('pattern', { pattern: '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$' })])], data: { postal: 'K1A 0B1' }, en: [] },
    { name: 'flags', fields: [with_('postal', [v('pattern', { pattern: '^[a-z]\\d[a-z] ?\\d[a-z]\\d$', flags: 'i' })])], data: { postal: 'K1A 0B1' }, en: [] },
  ],
  minLength: [
    { name: 'short', fields: [with_('code', [v('minLength', { min: 3 })])], data: { code: 'ab' }, en: [['code', 'Enter at least 3 characters.']], fr: [['code', 'Entrez au moins 3 caractères.']] },
    { name: 'long enough', fields: [with_('code', [v('minLength', { value: 2 })])], data: { code: 'ab' }, en: [] },
  ],
  maxLength: [
    { name: 'long', fields: [with_('initial', [v('maxLength', { value: 1 })])], data: { initial: 'AB' }, en: [['initial', 'Enter at most 1 character.']], fr: [['initial', 'Entrez au plus 1 caractère.']] },
    { name: 'short enough', fields: [with_('name', [v('maxLength', { max: 30 })])], data: { name: 'x'.repeat(30) }, en: [] },
  ],
  ineligibleValue: [
    { name: 'listed (any case)', fields: [with_('make', [v('ineligibleValue', { values: ['Ultralight', 'Balloon'] })])], data: { make: ' balloon' }, en: [['make', 'Based on this answer, we cannot offer you coverage online.']], fr: [['make', 'D’après cette réponse, nous ne pouvons pas vous offrir une couverture en ligne.']] },
    { name: 'not listed', fields: [with_('make', [v('ineligibleValue', { values: ['Balloon'] })])], data: { make: 'Cessna' }, en: [] },
    { name: 'amount at max', fields: [with_('value', [v('ineligibleValue', { max: 1000000 })])], data: { value: '$1,000,000' }, en: [['value', 'Based on this answer, we cannot offer you coverage online.']] },
    { name: 'amount below max', fields: [with_('value', [v('ineligibleValue', { max: 1000000 })])], data: { value: '$999,999.99' }, en: [] },
    { name: 'typeahead key listed', fields: [with_('country', [v('ineligibleValue', { values: ['US'] })], { type: 'typeahead' })], data: { country: { key: 'US', value: 'United States' } }, en: [['country', 'Based on this answer, we cannot offer you coverage online.']] },
    { name: 'multicheckbox option ticked', fields: [with_('crimes', [v('ineligibleValue', { values: ['fraud'] })], { type: 'multicheckbox' })], data: { crimes: { fraud: 'y', other: 'n' } }, en: [['crimes', 'Based on this answer, we cannot offer you coverage online.']] },
  ],
  duplicate: [
    {
      name: 'repeated in the list (case-insensitive), both flagged',
      fields: [field('aircraft', { type: 'multifieldv2', label: 'Aircraft' }), with_('aircraft.*.registration', [v('duplicate')], { label: 'Registration' })],
      data: { aircraft: [{ registration: 'C-GABC' }, { registration: 'C-GXYZ' }, { registration: 'c-gabc ' }] },
      en: [['aircraft.0.registration', 'This value is already used in another entry.'], ['aircraft.2.registration', 'This value is already used in another entry.']],
      fr: [['aircraft.0.registration', 'Cette valeur est déjà utilisée dans une autre entrée.'], ['aircraft.2.registration', 'Cette valeur est déjà utilisée dans une autre entrée.']],
    },
    { name: 'all different', fields: [field('aircraft', { type: 'multifieldv2' }), with_('aircraft.*.registration', [v('duplicate')])], data: { aircraft: [{ registration: 'A' }, { registration: 'B' }, {}] }, en: [] },
    { name: 'on the list with params.field', fields: [with_('aircraft', [v('duplicate', { field: 'registration' })], { type: 'multifieldv2' }), field('aircraft.*.registration')], data: { aircraft: [{ registration: 'A' }, { registration: 'a' }] }, en: [['aircraft.0.registration', 'This value is already used in another entry.'], ['aircraft.1.registration', 'This value is already used in another entry.']] },
  ],
  oneRequired: [
    { name: 'none answered: all flagged', fields: [with_('phone', [v('oneRequired', { fields: ['email'] })]), field('email')], data: { phone: '' }, en: [['phone', 'Answer at least one of these questions.'], ['email', 'Answer at least one of these questions.']], fr: [['phone', 'Répondez à au moins une de ces questions.'], ['email', 'Répondez à au moins une de ces questions.']] },
    { name: 'zero does not count', fields: [with_('a', [v('oneRequired', { fields: ['b'] })]), field('b')], data: { a: 0, b: '$0' }, en: [['a', 'Answer at least one of these questions.'], ['b', 'Answer at least one of these questions.']] },
    { name: 'one answered', fields: [with_('a', [v('oneRequired', { fields: ['b'] })]), field('b')], data: { b: 3 }, en: [] },
  ],
  multipleRequired: [
    { name: 'none positive', fields: [with_('audit', [v('multipleRequired', { fields: ['tax'] })]), field('tax')], data: { audit: 0 }, en: [['audit', 'Enter a percentage greater than 0 in at least one of these fields.'], ['tax', 'Enter a percentage greater than 0 in at least one of these fields.']], fr: [['audit', 'Entrez un pourcentage supérieur à 0 dans au moins un de ces champs.'], ['tax', 'Entrez un pourcentage supérieur à 0 dans au moins un de ces champs.']] },
    { name: 'over 100', fields: [with_('audit', [v('multipleRequired', { fields: ['tax'] })]), field('tax')], data: { audit: 100.5, tax: 10 }, en: [['audit', 'Enter a percentage of 100 or less.']], fr: [['audit', 'Entrez un pourcentage de 100 ou moins.']] },
    { name: 'exactly 100', fields: [with_('audit', [v('multipleRequired', { fields: ['tax'] })]), field('tax')], data: { audit: '100%' }, en: [] },
  ],
  dependentPair: [
    {
      name: 'one filled, other empty',
      fields: [with_('employees', [v('dependentPair', { field: 'payroll' })], { label: 'Employees', tags: { minRange: 0 } }), field('payroll', { label: 'Payroll', tags: { maxRange: 5000000 } })],
      data: { employees: 4 },
      en: [['payroll', 'This field is required when Employees is filled in.']],
      fr: [['payroll', 'Ce champ est obligatoire lorsque le champ Employees est rempli.']],
    },
    { name: 'filled at its range minimum', fields: [with_('employees', [v('dependentPair', { field: 'payroll' })], { tags: { minRange: 0 } }), field('payroll')], data: { employees: 0 }, en: [] },
    { name: 'the other way round', fields: [with_('employees', [v('dependentPair', { field: 'payroll' })], { label: 'Employees' }), field('payroll', { label: 'Payroll' })], data: { payroll: '$10,000' }, en: [['employees', 'This field is required when Payroll is filled in.']] },
    { name: 'dependent over its range max', fields: [with_('employees', [v('dependentPair', { field: 'payroll' })]), field('payroll', { tags: { maxRange: 500 } })], data: { employees: 2, payroll: 501 }, en: [['payroll', 'Enter a value of 500 or less.']], fr: [['payroll', 'Entrez une valeur de 500 ou moins.']] },
    { name: 'a year over its range max', fields: [with_('owned', [v('dependentPair', { field: 'year_built' })]), field('year_built', { tags: { maxRange: 2100, format: 'year' } })], data: { owned: 'y', year_built: 2101 }, en: [['year_built', 'Enter a value of 2100 or less.']], fr: [['year_built', 'Entrez une valeur de 2100 ou moins.']] },
    { name: 'both filled within range', fields: [with_('employees', [v('dependentPair', { field: 'payroll' })]), field('payroll', { tags: { maxRange: 500 } })], data: { employees: 2, payroll: 500 }, en: [] },
  ],
  range: [
    { name: 'tags minRange/maxRange, below, an amount', fields: [with_('payroll', [v('range')], { tags: { minRange: 1950, maxRange: 2100 } })], data: { payroll: 1949 }, en: [['payroll', 'Enter a value from 1,950 to 2,100.']], fr: [['payroll', 'Entrez une valeur de 1\u00a0950 à 2\u00a0100.']] },
    { name: 'a year is written as a year', fields: [with_('year', [v('range', { min: 1950, max: 2100 })], { tags: { format: 'year' } })], data: { year: 1949 }, en: [['year', 'Enter a value from 1950 to 2100.']], fr: [['year', 'Entrez une valeur de 1950 à 2100.']] },
    { name: 'a year, only a min', fields: [with_('year', [v('range', { min: 1950 })], { tags: { format: 'year' } })], data: { year: 1900 }, en: [['year', 'Enter a value of 1950 or more.']], fr: [['year', 'Entrez une valeur de 1950 ou plus.']] },
    { name: 'an identifier is never grouped', fields: [with_('licence', [v('range', { max: 99999 })], { tags: { format: 'identifier' } })], data: { licence: 123456 }, en: [['licence', 'Enter a value of 99999 or less.']] },
    { name: 'params, inside', fields: [with_('seats', [v('range', { min: 0, max: 60 })])], data: { seats: 60 }, en: [] },
    { name: 'only a max', fields: [with_('seats', [v('range', { max: 60 })])], data: { seats: 61 }, en: [['seats', 'Enter a value of 60 or less.']] },
    { name: 'only a min', fields: [with_('seats', [v('range', { min: 1 })])], data: { seats: 0 }, en: [['seats', 'Enter a value of 1 or more.']], fr: [['seats', 'Entrez une valeur de 1 ou plus.']] },
    { name: 'not a number', fields: [with_('seats', [v('range', { min: 1 })])], data: { seats: 'many' }, en: [['seats', 'Enter a number.']], fr: [['seats', 'Entrez un nombre.']] },
    { name: 'implied by the tags alone', fields: [field('seats', { tags: { maxRange: 9 } })], data: { seats: 10 }, en: [['seats', 'Enter a value of 9 or less.']] },
  ],
  fullName: [
    { name: '41 characters', fields: [field('first_name'), field('middle_initial'), with_('last_name', [v('fullName')])], data: { first_name: 'A'.repeat(20), middle_initial: 'B', last_name: 'C'.repeat(18) }, en: [['last_name', 'Your full name (first name, middle initial and last name) must be 40 characters or less. Shorten it to continue.']], fr: [['last_name', 'Votre nom complet (prénom, initiale du second prénom et nom de famille) doit compter au plus 40 caractères. Raccourcissez-le pour continuer.']] },
    { name: 'exactly 40 characters', fields: [field('first_name'), field('middle_initial'), with_('last_name', [v('fullName')])], data: { first_name: 'A'.repeat(20), middle_initial: 'B', last_name: 'C'.repeat(17) }, en: [] },
    { name: 'no middle initial: no extra space', fields: [field('first_name'), field('middle_initial'), with_('last_name', [v('fullName')])], data: { first_name: 'A'.repeat(20), last_name: 'C'.repeat(19) }, en: [] },
    { name: 'own fields and max', fields: [field('given'), with_('surname', [v('fullName', { fields: ['given', 'surname'], max: 10 })])], data: { given: 'Annabel', surname: 'Lee' }, en: [['surname', 'Your full name (first name, middle initial and last name) must be 10 characters or less. Shorten it to continue.']] },
    { name: 'in a pilot list, from siblings', fields: [field('pilots', { type: 'multifieldv2' }), field('pilots.*.first_name'), with_('pilots.*.last_name', [v('fullName', { max: 5 })])], data: { pilots: [{ first_name: 'Al', last_name: 'Li' }, { first_name: 'Bob', last_name: 'Lee' }] }, en: [['pilots.1.last_name', 'Your full name (first name, middle initial and last name) must be 5 characters or less. Shorten it to continue.']] },
  ],
  date: [
    { name: '31/02 as ISO', fields: [with_('born', [v('date')])], data: { born: '2024-02-31' }, en: [['born', 'Enter a valid date as dd/mm/yyyy.']], fr: [['born', 'Entrez une date valide au format jj/mm/aaaa.']] },
    { name: 'kept as typed', fields: [field('born', { type: 'calendar' })], data: { born: '31/02/2024' }, en: [['born', 'Enter a valid date as dd/mm/yyyy.']] },
    { name: 'a real date', fields: [field('born', { type: 'calendar' })], data: { born: '2024-02-29' }, en: [] },
  ],
  minDate: [
    { name: '$date: yesterday fails', fields: [field('begin', { type: 'calendar', minimumDate: '$date' })], data: { begin: '2025-03-13' }, en: [['begin', 'Invalid date - you must enter the current date or a future date.']], fr: [['begin', 'Date non valide - vous devez entrer la date du jour ou une date future.']] },
    { name: '$date: today passes', fields: [field('begin', { type: 'calendar', minimumDate: '$date' })], data: { begin: TODAY }, en: [] },
    { name: 'default_date + min_days', fields: [field('begin', { type: 'calendar', tags: { default_date: '2025-01-01', min_days: 10 } })], data: { begin: '2025-01-10' }, en: [['begin', 'Invalid date - you must enter the current date or a future date.']] },
    { name: 'min_days from today', fields: [field('begin', { type: 'calendar', tags: { min_days: -30 } })], data: { begin: '2025-02-12' }, en: [] },
    { name: 'layout message wins', fields: [with_('begin', [v('minDate', { min: '2025-06-01' }, { 'en-CA': 'Start on June 1 or later.', 'fr-CA': 'Commencez le 1er juin ou après.' })], { type: 'calendar' })], data: { begin: '2025-05-31' }, en: [['begin', 'Start on June 1 or later.']], fr: [['begin', 'Commencez le 1er juin ou après.']] },
  ],
  maxDate: [
    { name: '$date: tomorrow fails', fields: [field('born', { type: 'calendar', maximumDate: '$date' })], data: { born: '2025-03-15' }, en: [['born', 'Invalid date - you must enter the past date.']], fr: [['born', 'Date non valide - vous devez entrer une date passée.']] },
    { name: '$date: today passes', fields: [field('born', { type: 'calendar', maximumDate: '$date' })], data: { born: TODAY }, en: [] },
    { name: 'max_days from today', fields: [field('begin', { type: 'calendar', tags: { max_days: 60 } })], data: { begin: '2025-05-14' }, en: [['begin', 'Invalid date - you must enter the past date.']] },
  ],
  dateRange: [
    { name: 'end equal to start: both flagged', fields: [with_('start', [v('dateRange', { end: 'end' })], { type: 'calendar' }), field('end', { type: 'calendar' })], data: { start: '2025-04-01', end: '2025-04-01' }, en: [['start', 'The end date must be after the start date.'], ['end', 'The end date must be after the start date.']], fr: [['start', 'La date de fin doit être postérieure à la date de début.'], ['end', 'La date de fin doit être postérieure à la date de début.']] },
    { name: 'declared on the end', fields: [field('start', { type: 'calendar' }), with_('end', [v('dateRange', { start: 'start' })], { type: 'calendar' })], data: { start: '2025-04-02', end: '2025-04-01' }, en: [['start', 'The end date must be after the start date.'], ['end', 'The end date must be after the start date.']] },
    { name: 'end after start', fields: [with_('start', [v('dateRange', { end: 'end' })], { type: 'calendar' }), field('end', { type: 'calendar' })], data: { start: '2025-04-01', end: '2025-04-02' }, en: [] },
  ],
  disabledDays: [
    { name: 'a Saturday on a weekday calendar', fields: [field('visit', { type: 'calendar', disabledDays: [0, 6] })], data: { visit: '2025-03-15' }, en: [['visit', 'This day cannot be chosen. Choose another date.']], fr: [['visit', 'Ce jour ne peut pas être choisi. Choisissez une autre date.']] },
    { name: 'a Friday', fields: [field('visit', { type: 'calendar', disabledDays: [0, 6] })], data: { visit: '2025-03-14' }, en: [] },
    { name: 'weekends by default', fields: [with_('visit', [v('disabledDays')], { type: 'calendar' })], data: { visit: '2025-03-16' }, en: [['visit', 'This day cannot be chosen. Choose another date.']] },
    { name: 'configured days', fields: [with_('visit', [v('disabledDays', { days: [5] })], { type: 'calendar' })], data: { visit: '2025-03-14' }, en: [['visit', 'This day cannot be chosen. Choose another date.']] },
  ],
  splitTotal: [
    { name: 'exactly 100', fields: [field('split', { type: 'split-percentage' }), field('split.audit'), field('split.tax')], data: { split: { audit: 33.33, tax: 66.67 } }, en: [] },
    { name: 'under 100', fields: [field('split', { type: 'split-percentage' }), field('split.audit'), field('split.tax')], data: { split: { audit: 40, tax: 59.5 } }, en: [['split', 'The percentages must add up to 100%. They now add up to 99.50%.']], fr: [['split', 'Le total des pourcentages doit être de 100 %. Il est actuellement de 99,50 %.']] },
    { name: 'over 100', fields: [with_('split', [v('splitTotal')], { type: 'split-percentage' }), field('split.audit'), field('split.tax')], data: { split: { audit: 60, tax: 50 } }, en: [['split', 'The percentages must add up to 100%. They now add up to 110%.']] },
  ],
};

describe('named validations', () => {
  it('every ValidationName has a check and a table here', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(VALIDATIONS).sort());
  });

  for (const [name, cases] of Object.entries(CASES)) {
    describe(name, () => {
      it('has a passing and a failing case', () => {
        expect(cases.some((c) => c.en.length === 0)).toBe(true);
        expect(cases.some((c) => c.en.length > 0)).toBe(true);
      });
      for (const c of cases) {
        it(`${c.name} (en-CA)`, () => expect(run(c.fields, c.data, 'en-CA')).toEqual(c.en));
        if (c.fr) it(`${c.name} (fr-CA)`, () => expect(run(c.fields, c.data, 'fr-CA')).toEqual(c.fr));
      }
    });
  }
});
