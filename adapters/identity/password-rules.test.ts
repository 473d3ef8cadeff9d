import { describe, expect, it } from 'vitest';
import commonPasswords from '../../schemas/identity/common-passwords.json';
import { isCommonPassword, PASSWORD_RULES, passwordProblems } from './password-rules';

const GOOD = 'Tulip#Harbour47';

describe('passwordProblems', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems(GOOD)).toEqual([]);
    expect(passwordProblems('Aa1!bcde')).toEqual([]);
  });

  it('lists every rule an empty password breaks except "common", in checklist order', () => {
    expect(passwordProblems('')).toEqual(['length', 'lower', 'upper', 'digit', 'special']);
  });

  it('needs at least 8 characters, counting what a person sees as one character', () => {
    expect(passwordProblems('Aa1!bcd')).toEqual(['length']);
    expect(passwordProblems('Aa1!bcde')).toEqual([]);
    // six code points made of more UTF-16 units are still too short
    expect(passwordProblems('Aa1!😀😀')).toEqual(['length']);
  });

  it('allows at most 128 characters', () => {
    const base = 'Aa1!';
    expect(passwordProblems(base + 'x'.repeat(124))).toEqual([]);
    expect(passwordProblems(base + 'x'.repeat(125))).toEqual(['maxLength']);
  });

  it('refuses a space or any other white space', () => {
    expect(passwordProblems('Tulip #Harbour47')).toEqual(['noSpace']);
    expect(passwordProblems('Tulip\t#Harbour47')).toEqual(['noSpace']);
    expect(passwordProblems('Tulip\u00a0#Harbour47')).toEqual(['noSpace']);
  });

  it('refuses a hyphen, and the dashes typed in its place', () => {
    expect(passwordProblems('Tulip-#Harbour47')).toEqual(['noHyphen']);
    expect(passwordProblems('Tulip\u2013#Harbour47')).toEqual(['noHyphen']);
  });

  it('needs a lower-case letter, accented ones included', () => {
    expect(passwordProblems('TULIP#HARBOUR47')).toEqual(['lower']);
    expect(passwordProblems('TULIP#HARBOUR47é')).toEqual([]);
  });

  it('needs an upper-case letter, accented ones included', () => {
    expect(passwordProblems('tulip#harbour47')).toEqual(['upper']);
    expect(passwordProblems('Étulip#harbour47')).toEqual([]);
  });

  it('needs a digit', () => {
    expect(passwordProblems('Tulip#Harbour')).toEqual(['digit']);
  });

  it('needs one of ! @ # $ % ^ & *, and no other character counts', () => {
    expect(passwordProblems('TulipHarbour47')).toEqual(['special']);
    expect(passwordProblems('Tulip.Harbour47')).toEqual(['special']);
    for (const c of '!@#$%^&*') expect(passwordProblems(`TulipHarbour47${c}`)).toEqual([]);
  });

  it('refuses a listed password whatever its case', () => {
    expect(passwordProblems('P@ssw0rd')).toEqual(['common']);
    expect(passwordProblems('pA$$W0RD')).toEqual(['common']);
  });

  it('refuses a listed word with only digits and special characters added around it', () => {
    expect(passwordProblems('Password1!')).toEqual(['common']);
    expect(passwordProblems('!Sunshine2024')).toEqual(['common']);
    expect(passwordProblems('Football#99')).toEqual(['common']);
  });

  it('reports several broken rules at once', () => {
    expect(passwordProblems('ab c-')).toEqual(['length', 'noSpace', 'noHyphen', 'upper', 'digit', 'special']);
  });
});

describe('isCommonPassword', () => {
  it('finds the first and the last entries of the shipped list', () => {
    const list = commonPasswords.passwords;
    expect(list.length).toBeGreaterThan(4000);
    expect(isCommonPassword(list[0]!)).toBe(true);
    expect(isCommonPassword(list.at(-1)!.toUpperCase())).toBe(true);
  });

  it('leaves alone a password that only contains a listed word in its middle', () => {
    expect(isCommonPassword('Tulip#Harbour47')).toBe(false);
    expect(isCommonPassword('My!dragon#Boat7')).toBe(false);
  });

  it('does not strip a listed word down to a short fragment', () => {
    // "abc" is shorter than a word worth refusing once decorated
    expect(isCommonPassword('123Abc!!!999')).toBe(false);
  });

  it('ships the list lower-cased, without spaces or hyphens, and without repeats', () => {
    const list = commonPasswords.passwords;
    expect(list.every((p) => p === p.toLowerCase() && !/[\s-]/.test(p))).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });
});

describe('PASSWORD_RULES', () => {
  it('names each rule once', () => {
    expect(new Set(PASSWORD_RULES).size).toBe(PASSWORD_RULES.length);
    expect(PASSWORD_RULES).toHaveLength(9);
  });
});
