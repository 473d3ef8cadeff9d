/**
 * A warning (not an error) for a field whose label is a statement, like a check box's "I confirm
 * that … complete.": error lists would repeat that sentence as the field's name. The layout gives
 * it a short `error_label` (README "For analysts"; adapters/format/join.ts words the lists).
 */
import { fieldType } from '../field-types/registry';
import type { LayoutProblem } from '../types';
import type { WalkedField } from './field-walk';

/** Ends like a statement: a question reads well as a field's name, a statement does not. */
const STATEMENT = /[.!…][\s\u00a0\u202f]*$/;

export function checkErrorLabels(file: string, walked: WalkedField[]): LayoutProblem[] {
  return walked.flatMap((w): LayoutProblem[] => {
    if (fieldType(w.field.type)?.kind !== 'data' || w.field.error_label) return [];
    const sentence = Object.values(w.field.label ?? {}).some((text) => typeof text === 'string' && STATEMENT.test(text));
    return sentence
      ? [{ file, path: `${w.at}.label`, message: `the label of "${w.field.name}" is a sentence: give the field an error_label (a short name, e.g. Confirmation) for the lists of errors` }]
      : [];
  });
}
