import commonPasswords from '../../schemas/identity/common-passwords.json';

/**
 * The password rules of docs/requirements.md §7.6, one name each. The browser's checklist shows
 * them and the server refuses a password that breaks any; both call `passwordProblems`.
 */
export type PasswordRule = 'length' | 'maxLength' | 'noSpace' | 'noHyphen' | 'lower' | 'upper' | 'digit' | 'special' | 'common';

/** The order the checklist shows the rules in (docs/requirements.md §7.6). */
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'maxLength', 'noSpace', 'noHyphen', 'lower', 'upper', 'digit', 'special', 'common'];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters of which a password needs one (docs/requirements.md §7.6). */
export const PASSWORD_SPECIALS = '!@#$%^&*';

// Characters are counted as code points, so an emoji is one character as a person sees it.
const codePoints = (s: string): number => Array.from(s).length;

// Any white space counts as a space: a tab or a no-break space is as invisible as a space.
const SPACE = /\s/u;
// The hyphen-minus and the other dashes a keyboard or an autocorrect may type instead.
const HYPHEN = /[-\u2010-\u2015\u2212]/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /[0-9]/;
const SPECIAL = /[!@#$%^&*]/;
// What people add around a common word to meet the rules ("Sunshine1!", "!Password2024").
const DECORATION_START = /^[0-9!@#$%^&*]+/;
const DECORATION_END = /[0-9!@#$%^&*]+$/;
const MIN_LISTED_WORD = 4;

let listed: ReadonlySet<string> | undefined;

function commonList(): ReadonlySet<string> {
  listed ??= new Set(commonPasswords.passwords);
  return listed;
}

/**
 * True when the password is on the shipped list of common and breached passwords
 * (schemas/identity/common-passwords.json), ignoring case, or is a listed word of four or more
 * characters with only digits and special characters added before or after it
 * (docs/requirements.md §7.6).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonList();
  if (list.has(lower)) return true;
  const word = lower.replace(DECORATION_START, '').replace(DECORATION_END, '');
  return word !== lower && codePoints(word) >= MIN_LISTED_WORD && list.has(word);
}

/** The rules a password breaks, in checklist order; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordRule[] {
  const broken: Record<PasswordRule, boolean> = {
    length: codePoints(password) < PASSWORD_MIN_LENGTH,
    maxLength: codePoints(password) > PASSWORD_MAX_LENGTH,
    noSpace: SPACE.test(password),
    noHyphen: HYPHEN.test(password),
    lower: !LOWER.test(password),
    upper: !UPPER.test(password),
    digit: !DIGIT.test(password),
    special: !SPECIAL.test(password),
    // an empty field is not "common": the other rules already say what it lacks
    common: password !== '' && isCommonPassword(password),
  };
  return PASSWORD_RULES.filter((rule) => broken[rule]);
}
