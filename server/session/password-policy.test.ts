import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { errorReply } from '../errors/reply';
import { assertAcceptablePassword } from './password-policy';

function refusal(password: string): DomainError {
  try {
    assertAcceptablePassword(password);
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error(`"${password}" was accepted`);
}

describe('assertAcceptablePassword', () => {
  it('accepts a password that meets every rule', () => {
    expect(() => assertAcceptablePassword('Tulip#Harbour47')).not.toThrow();
  });

  it('refuses one that breaks a rule with a 400 naming the rule in English and French', () => {
    const error = refusal('Tulip-#Harbour47');
    expect(error.kind).toBe('passwordRefused');
    const en = errorReply('en-CA', error.kind, error.details);
    expect(en).toMatchObject({ status: 400, error: 'Bad Request', code: 10015, rules: ['noHyphen'] });
    expect(en.message).toBe('This password does not meet this rule: no hyphens (-).');
    const fr = errorReply('fr-CA', error.kind, error.details);
    expect(fr.message).toBe('Ce mot de passe ne respecte pas cette règle : aucun trait d’union (-).');
  });

  it('names every broken rule, in checklist order', () => {
    const error = refusal('abc def');
    const en = errorReply('en-CA', error.kind, error.details);
    expect(en.rules).toEqual(['length', 'noSpace', 'upper', 'digit', 'special']);
    expect(en.message).toBe(
      'This password does not meet these rules: at least 8 characters, no spaces, an upper-case letter, a digit and one of ! @ # $ % ^ & *.',
    );
    expect(errorReply('fr-CA', error.kind, error.details).message).toBe(
      'Ce mot de passe ne respecte pas ces règles : au moins 8 caractères, aucune espace, une lettre majuscule, un chiffre et l’un des caractères ! @ # $ % ^ & *.',
    );
  });

  it('refuses a common password and one that is too long', () => {
    expect(errorReply('en-CA', 'passwordRefused', refusal('Password1!').details).message).toBe(
      'This password does not meet this rule: not a common or previously breached password.',
    );
    expect(refusal(`Aa1!${'x'.repeat(200)}`).details.extra).toEqual({ rules: ['maxLength'] });
  });
});
