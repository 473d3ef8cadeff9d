/**
 * TEMPORARY stand-in (slice i11-mail): the identity slice writes the real version of this file with
 * the same signature; the merger keeps that one. The rules of docs/requirements.md §7.
 */
export type PasswordRule = 'minLength' | 'maxLength' | 'noSpace' | 'noHyphen' | 'lowercase' | 'uppercase' | 'digit' | 'special';

const RULES: readonly [PasswordRule, (p: string) => boolean][] = [
  ['minLength', (p) => [...p].length >= 8],
  ['maxLength', (p) => [...p].length <= 128],
  ['noSpace', (p) => !/\s/.test(p)],
  ['noHyphen', (p) => !p.includes('-')],
  ['lowercase', (p) => /[a-z]/.test(p)],
  ['uppercase', (p) => /[A-Z]/.test(p)],
  ['digit', (p) => /[0-9]/.test(p)],
  ['special', (p) => /[!@#$%^&*]/.test(p)],
];

/** The rules `password` breaks, in a fixed order; empty: acceptable. */
export function passwordProblems(password: string): PasswordRule[] {
  return RULES.filter(([, ok]) => !ok(password)).map(([rule]) => rule);
}
