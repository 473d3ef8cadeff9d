import type { Check } from '../types';
import { isIsoDate } from '../../format/date';
import { isEmpty } from '../values';

/**
 * Strict date (docs/requirements.md §4.6): data holds ISO yyyy-MM-dd of a real calendar day. The date widget
 * keeps text it could not read (`31/02/2024`) as typed, so that fails here too.
 */
export const date: Check = ({ path, value }) =>
  isEmpty(value) || isIsoDate(value) ? [] : [{ field: path, id: 'validation.date' }];
