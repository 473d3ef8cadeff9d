/**
 * The string formats a page schema may use, defined once: the run-time Ajv (ajv.ts) registers
 * them and the standalone modules the browser imports call these same functions
 * (standalone-runtime.ts), so both check a date or an e-mail alike. Copied from ajv-formats'
 * full formats, which is what the pages were checked with before.
 */
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** full-date of RFC 3339 §5.6: a real calendar day */
function date(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const year = +m[1]!;
  const month = +m[2]!;
  const day = +m[3]!;
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]!);
}

function compareDate(a: string, b: string): number | undefined {
  if (!(a && b)) return undefined;
  return a > b ? 1 : a < b ? -1 : 0;
}

export interface FormatDefinition {
  validate: (text: string) => boolean;
  compare?: (a: string, b: string) => number | undefined;
}

export const FORMATS = {
  date: { validate: date, compare: compareDate },
  email: {
    validate: (text: string) =>
      /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(text),
  },
} as const satisfies Record<string, FormatDefinition>;

/** How generated code names the formats: replaced by the runtime module's FORMATS when loaded. */
export const FORMATS_MODULE = 'portal/validator-formats';
