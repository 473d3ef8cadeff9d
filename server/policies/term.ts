import { addYears } from 'date-fns';
import { parseIsoDate, toIsoDate } from '../../adapters/format';

/**
 * The policy term from the answers: coverage_begin_date to coverage_end_date, or one year
 * after the begin date when no end date was given (docs/requirements.md §6.3: policy term 1 year).
 */
export function policyTerm(answers: Record<string, unknown>): { effective: string | null; expiration: string | null } {
  const begin = isoDate(answers.coverage_begin_date);
  const end = isoDate(answers.coverage_end_date) ?? (begin ? addYear(begin) : null);
  return { effective: begin, expiration: end };
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Same day next year; date-fns turns 29 February into 28 February. */
function addYear(iso: string): string | null {
  const date = parseIsoDate(iso);
  return date ? toIsoDate(addYears(date, 1)) : null;
}
