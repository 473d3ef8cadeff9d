import { describe, expect, it } from 'vitest';
import { paths, safeNext } from './paths';
import { PROGRAMS, programByClient } from '../../adapters/base/programs';

const acct = programByClient('CANACCT')!;
const agent = programByClient('CANAGENT')!;

describe('paths', () => {
  it('builds bases with the program path then the locale, none for the agent program', () => {
    expect(paths.base(acct, 'en-CA')).toBe('/accountants/en-ca');
    expect(paths.base(agent, 'fr-CA')).toBe('/fr-ca');
    expect(PROGRAMS.map((p) => paths.base(p, 'en-CA'))).toEqual([
      '/en-ca',
      '/accountants/en-ca',
      '/lawyers/en-ca',
      '/aircrafthull/en-ca',
      '/aircraftliability/en-ca',
      '/wings/en-ca',
    ]);
  });

  it('builds step, login and error URLs under a base', () => {
    expect(paths.step('/accountants/en-ca', 'general-information')).toBe('/accountants/en-ca/general-information');
    expect(paths.error('/lawyers/fr-ca', 503)).toBe('/lawyers/fr-ca/error/503');
    expect(paths.login('/en-ca')).toBe('/en-ca/login');
    expect(paths.login('/en-ca', '/en-ca/eligibility?x=1')).toBe('/en-ca/login?next=%2Fen-ca%2Feligibility%3Fx%3D1');
    expect(paths.autoLogout('/lawyers/fr-ca')).toBe('/lawyers/fr-ca/login?autoLogout=true');
    expect(paths.registration('/accountants/fr-ca')).toBe('/accountants/fr-ca/registration');
  });

  it('sends staff sign-in to the English base of the program, whatever the page’s language', () => {
    expect(paths.internalLogin(acct)).toBe('/accountants/en-ca/internal-login');
    expect(paths.internalLogin(agent)).toBe('/en-ca/internal-login');
  });

  it('switches the language and keeps the route and query', () => {
    expect(paths.switchLocale('/accountants/en-ca/general-information', '?a=1', 'fr-CA')).toBe('/accountants/fr-ca/general-information?a=1');
    expect(paths.switchLocale('/fr-ca/eligibility', '', 'en-CA')).toBe('/en-ca/eligibility');
    expect(paths.switchLocale('/wings/en-ca', '', 'fr-CA')).toBe('/wings/fr-ca');
  });

  it('follows only same-site paths after login', () => {
    expect(safeNext('/accountants/en-ca/quote-final', '/x')).toBe('/accountants/en-ca/quote-final');
    expect(safeNext('//evil.example/x', '/x')).toBe('/x');
    expect(safeNext('/\\evil.example/x', '/x')).toBe('/x');
    expect(safeNext('https://evil.example/', '/x')).toBe('/x');
    expect(safeNext(null, '/x')).toBe('/x');
  });
});
