import { describe, expect, it } from 'vitest';
import type { CatalogueRecord, Failure } from './catalogue';
import { inPlaceMessage, type InPlace } from './in-place';

function rec(page: string, status: number, errorCode: number, message: string, extra: Partial<CatalogueRecord> = {}): CatalogueRecord {
  return {
    page, status, errorCode, title: `${message} title`, message,
    showDirectionBtn: false, reDirectionUrl: '/error/errorCode', showHomeButton: true, homeUrl: '/', errorType: 'onPage', ...extra,
  };
}

const RECORDS: CatalogueRecord[] = [
  rec('generalError', 500, 0, 'general 500', { errorType: 'errorPage' }),
  rec('generalError', 429, 0, 'general busy'),
  rec('proposals', 400, 10002, 'proposals fields'),
  rec('proposals', 409, 10022, 'proposals stale'),
  rec('proposals', 403, 10011, 'proposals refused', { errorType: 'errorPage' }),
  rec('proposals', 423, 0, 'proposals any lock'),
  rec('proposals', 423, 7, 'proposals lock seven'),
  rec('proposals', 410, 0, 'proposals gone', { errorType: 'redirect', reDirectionUrl: '/maintenance' }),
  rec('login', 401, 10013, 'login wrong!', { errorType: 'inline' }),
  rec('login', 403, 10016, 'login inactive'),
  rec('login', 422, 10043, 'login changed'),
];

describe('inPlaceMessage: a failure shown in place (docs/requirements.md §10.5)', () => {
  const table: [string, Failure, InPlace][] = [
    ['an onPage record of the context, status and code: its words at the top',
      { page: 'proposals', status: 409, code: 10022 }, { kind: 'show', mode: 'onPage', title: 'proposals stale title', message: 'proposals stale' }],
    ['an inline record: its words beside the form, sanitized',
      { page: 'login', status: 401, code: 10013 }, { kind: 'show', mode: 'inline', title: 'login wrong title', message: 'login wrong' }],
    ['a record of code 0 stands for any code of its status',
      { page: 'proposals', status: 423, code: 99 }, { kind: 'show', mode: 'onPage', title: 'proposals any lock title', message: 'proposals any lock' }],
    ['…but the record of the code comes first',
      { page: 'proposals', status: 423, code: 7 }, { kind: 'show', mode: 'onPage', title: 'proposals lock seven title', message: 'proposals lock seven' }],
    ['another code of a status whose only record names a code: the page’s own words (no “first of the status”)',
      { page: 'proposals', status: 400, code: 10001 }, { kind: 'own' }],
    ['a status the context has no record of: the page’s own words, never generalError',
      { page: 'proposals', status: 429, code: 10200 }, { kind: 'own' }],
    ['another context’s record does not count',
      { page: 'quick-quote', status: 409, code: 10022 }, { kind: 'own' }],
    ['no context: the page’s own words',
      { status: 409, code: 10022 }, { kind: 'own' }],
    ['an errorPage record: leave for its address under the base, errorCode replaced',
      { page: 'proposals', status: 403, code: 10011 }, { kind: 'navigate', mode: 'errorPage', to: '/en/agent/error/403' }],
    ['a redirect record: leave for its address',
      { page: 'proposals', status: 410 }, { kind: 'navigate', mode: 'redirect', to: '/en/agent/maintenance' }],
    ['a 422 with code 10043 keeps the server’s message',
      { page: 'login', status: 422, code: 10043, serverMessage: 'Changed by Ann <today>' },
      { kind: 'show', mode: 'onPage', title: 'login changed title', message: 'Changed by Ann <today>' }],
  ];
  it.each(table)('%s', (_, failure, expected) => {
    expect(inPlaceMessage(RECORDS, failure, '/en/agent')).toEqual(expected);
  });

  it('with no catalogue records, every failure keeps the page’s own words', () => {
    expect(inPlaceMessage([], { page: 'login', status: 401, code: 10013 }, '/en/agent')).toEqual({ kind: 'own' });
  });
});
