import { expect, it } from 'vitest';
import { passwordProblems } from '../../adapters/identity/password-rules';
import { checklistChange } from './checklist-change';

it('names the rules that became met and those that stopped being met, in checklist order', () => {
  expect(checklistChange(passwordProblems(''), passwordProblems('a'))).toEqual({ nowMet: ['lower'], noLongerMet: [] });
  expect(checklistChange(passwordProblems('Tulip#7'), passwordProblems('Tulip#7 -'))).toEqual({ nowMet: ['length'], noLongerMet: ['noSpace', 'noHyphen'] });
  expect(checklistChange(passwordProblems('abc'), passwordProblems('abd'))).toEqual({ nowMet: [], noLongerMet: [] });
});
