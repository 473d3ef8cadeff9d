import { describe, expect, it } from 'vitest';
import { parseBaseUrl } from './base-url';

describe('parseBaseUrl: the program and language come from the base URL', () => {
  it.each([
    ['/accountants/en-ca/general-information', 'CANACCT', 'en-CA', '/accountants/en-ca', ['general-information']],
    ['/lawyers/fr-ca/practice-information', 'CANLAWYERS', 'fr-CA', '/lawyers/fr-ca', ['practice-information']],
    ['/aircrafthull/en-ca/pilot-schedule', 'CANGLDWNG', 'en-CA', '/aircrafthull/en-ca', ['pilot-schedule']],
    ['/aircraftliability/fr-ca/quote', 'CANSILVWING', 'fr-CA', '/aircraftliability/fr-ca', ['quote']],
    ['/wings/en-ca/lets-get-started', 'CANWINGS', 'en-CA', '/wings/en-ca', ['lets-get-started']],
    ['/en-ca/eligibility', 'CANAGENT', 'en-CA', '/en-ca', ['eligibility']],
    ['/fr-ca', 'CANAGENT', 'fr-CA', '/fr-ca', []],
    ['/accountants/en-ca/error/500', 'CANACCT', 'en-CA', '/accountants/en-ca', ['error', '500']],
    ['/Accountants/EN-CA/general-information/', 'CANACCT', 'en-CA', '/accountants/en-ca', ['general-information']],
  ])('%s → %s %s', (pathname, client, locale, base, rest) => {
    const parsed = parseBaseUrl(pathname);
    expect(parsed?.program.client).toBe(client);
    expect(parsed?.locale).toBe(locale);
    expect(parsed?.path).toBe(base);
    expect(parsed?.rest).toEqual(rest);
  });

  it.each(['/', '/accountants', '/accountants/de-de/general-information', '/unknown/en-ca/x', '/general-information'])(
    '%s has no base',
    (pathname) => {
      expect(parseBaseUrl(pathname)).toBeUndefined();
    },
  );
});

it('a malformed escape in the path does not throw: the segment is kept as written', () => {
  expect(parseBaseUrl('/accountants/fr-ca/csr-review/%%%')?.rest).toEqual(['csr-review', '%%%']);
});
