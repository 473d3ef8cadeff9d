import { expect, it } from 'vitest';
import { frenchFirst, isQuebecApplicant, offeredLanguages, provinceCode, provinceOfPostalCode, provincesOfAnswers } from './quebec-first';

it.each([
  ['QC', 'QC'],
  [' qc ', 'QC'],
  ['Québec', 'QC'],
  ['Quebec', 'QC'],
  [{ key: 'QC', value: 'Quebec' }, 'QC'],
  ['ON', 'ON'],
  ['', undefined],
  [null, undefined],
  [42, undefined],
  ['Q', undefined],
])('the province code of %j is %s', (value, code) => {
  expect(provinceCode(value)).toBe(code);
});

it('Quebec postal codes start with G, H or J', () => {
  expect(['G1R 4P5', 'h2x1y4', 'J4B 5E6'].map(provinceOfPostalCode)).toEqual(['QC', 'QC', 'QC']);
  expect(['K1A 0B1', 'M5X 1A9', '', undefined].map(provinceOfPostalCode)).toEqual([undefined, undefined, undefined, undefined]);
});

it('a business or a mailing province in Quebec makes a Quebec applicant', () => {
  expect(isQuebecApplicant({ business: 'QC', mailing: 'ON' })).toBe(true);
  expect(isQuebecApplicant({ business: 'ON', mailing: { key: 'QC' } })).toBe(true);
  expect(isQuebecApplicant({ business: 'ON', mailing: 'NB' })).toBe(false);
  expect(isQuebecApplicant({})).toBe(false);
});

it('French comes first only for a Quebec applicant of a brand that asks for it', () => {
  expect(frenchFirst({ mailing: 'QC' }, true)).toBe(true);
  expect(frenchFirst({ mailing: 'QC' }, false)).toBe(false);
  expect(frenchFirst({ mailing: 'QC' }, undefined)).toBe(false);
  expect(frenchFirst({ mailing: 'ON' }, true)).toBe(false);
});

it('a Quebec applicant who chose English for their correspondence keeps English', () => {
  expect(frenchFirst({ business: 'QC', language: 'en' }, true)).toBe(false);
  expect(frenchFirst({ business: 'QC', language: { key: 'en' } }, true)).toBe(false);
  expect(frenchFirst({ business: 'QC', language: 'fr' }, true)).toBe(true);
});

it('reads the provinces from the answers of the shipped layouts', () => {
  expect(provincesOfAnswers({ business_province: 'QC', mailing_province: 'ON', language_code: 'fr', other: 'x' })).toEqual({ business: 'QC', mailing: 'ON', language: 'fr' });
});

it('offers French then English when French comes first, else the person’s language then the other', () => {
  expect(offeredLanguages('en-CA', true)).toEqual(['fr-CA', 'en-CA']);
  expect(offeredLanguages('fr-CA', true)).toEqual(['fr-CA', 'en-CA']);
  expect(offeredLanguages('en-CA', false)).toEqual(['en-CA', 'fr-CA']);
  expect(offeredLanguages('fr-CA', false)).toEqual(['fr-CA', 'en-CA']);
});
