import type { Check } from '../types';
import { isEmpty } from '../values';

/** The field needs an answer (a multicheckbox needs one option ticked). */
export const required: Check = ({ path, value, meta }) =>
  isEmpty(value, meta) ? [{ field: path, id: 'validation.required' }] : [];
