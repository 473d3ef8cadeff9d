import type { Check } from '../types';
import { isEmpty } from '../values';

/**
 * Acceptance boxes: `required` means ticked ("y"), not merely answered, since "n" is what an
 * unticked box stores. A terms box is ticked once read to the end and accepted.
 */
const ACCEPTANCE: Readonly<Record<string, string>> = {
  checkbox: 'validation.accept',
  'terms-box': 'validation.acceptTerms',
};

/** The field needs an answer (a multicheckbox needs one option ticked, a check box or terms box "y"). */
export const required: Check = ({ path, value, meta }) => {
  const acceptance = ACCEPTANCE[meta.type];
  if (acceptance) return value === 'y' ? [] : [{ field: path, id: acceptance }];
  return isEmpty(value, meta) ? [{ field: path, id: 'validation.required' }] : [];
};
