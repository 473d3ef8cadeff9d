/**
 * Checks on every piece of text sent, known field or not: no markup, no megabyte answers.
 * A page never needs either, and both would otherwise travel to the database and the PDF.
 */
import { isRow } from '../rules/paths';

/** Longest text any answer may be. */
export const MAX_TEXT = 10_000;
const MARKUP = /<\s*[a-z!/?][^<>]*>/i;

export interface GuardIssue {
  path: string;
  id: 'validation.markup' | 'validation.tooLong';
}

export function guardIssues(data: unknown): GuardIssue[] {
  const issues: GuardIssue[] = [];
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (value.length > MAX_TEXT) issues.push({ path, id: 'validation.tooLong' });
      else if (MARKUP.test(value)) issues.push({ path, id: 'validation.markup' });
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, path ? `${path}.${i}` : String(i)));
    } else if (isRow(value)) {
      for (const key of Object.keys(value)) visit(value[key], path ? `${path}.${key}` : key);
    }
  };
  visit(data, '');
  return issues;
}
