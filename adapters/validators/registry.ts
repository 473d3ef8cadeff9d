/** Every named validation (ValidationName), one small module each. Adding one is a module and a line. */
import type { ValidationName } from '../types';
import type { Check } from './types';
import { required } from './checks/required';
import { pattern } from './checks/pattern';
import { minLength, maxLength } from './checks/length';
import { ineligibleValue } from './checks/ineligible-value';
import { duplicate } from './checks/duplicate';
import { oneRequired } from './checks/one-required';
import { multipleRequired } from './checks/multiple-required';
import { dependentPair } from './checks/dependent-pair';
import { range } from './checks/range';
import { fullName } from './checks/full-name';
import { date } from './checks/date';
import { minDate, maxDate } from './checks/min-max-date';
import { dateRange } from './checks/date-range';
import { disabledDays } from './checks/disabled-days';
import { splitTotal } from './checks/split-total';

export const VALIDATIONS: Readonly<Record<ValidationName, Check>> = {
  required,
  pattern,
  minLength,
  maxLength,
  ineligibleValue,
  duplicate,
  oneRequired,
  multipleRequired,
  dependentPair,
  range,
  fullName,
  date,
  minDate,
  maxDate,
  dateRange,
  disabledDays,
  splitTotal,
};

export const isValidationName = (name: unknown): name is ValidationName =>
  typeof name === 'string' && Object.hasOwn(VALIDATIONS, name);
