import { describe, expect, it } from 'vitest';
import shipped from '../../schemas/config/errors.json';
import { DISPLAY_MODES, errorAction, lookupError, messageOf, sanitizeMessage, type CatalogueRecord, type Failure } from './catalogue';
import { isWindowOn, windowProblem } from './maintenance-window';

function rec(page: string, status: number, errorCode: number, message: string, extra: Partial<CatalogueRecord> = {}): CatalogueRecord {
  return {
    page, status, errorCode, title: `${message} title`, message,
    showDirectionBtn: false, reDirectionUrl: '/error/errorCode', showHomeButton: true, homeUrl: '/', errorType: 'errorPage', ...extra,
  };
}

const RECORDS: CatalogueRecord[] = [
  rec('generalError', 500, 0, 'general 500'),
  rec('generalError', 503, 0, 'general 503'),
  rec('generalError', 503, 10210, 'general maintenance', { errorType: 'redirect', reDirectionUrl: '/maintenance' }),
  rec('proposals', 400, 10002, 'proposals fields', { errorType: 'onPage' }),
  rec('proposals', 409, 10022, 'proposals stale', { errorType: 'onPage' }),
  rec('proposals', 409, 10025, 'proposals locked', { errorType: 'onPage' }),
  rec('login', 401, 10013, 'login wrong', { errorType: 'inline' }),
  rec('login', 401, 10010, 'login ended', { errorType: 'inline' }),
];

describe('lookupError (docs/requirements.md §10.5)', () => {
  const table: [string, Failure, string][] = [
    ['page, status and code all match', { page: 'proposals', status: 409, code: 10025 }, 'proposals locked'],
    ['the code decides between records of one status', { page: 'login', status: 401, code: 10010 }, 'login ended'],
    ['an unknown code: the page’s first record for the status', { page: 'proposals', status: 409, code: 99999 }, 'proposals stale'],
    ['no code (0): the page’s first record for the status', { page: 'login', status: 401 }, 'login wrong'],
    ['a status the page has no record of: generalError’s record of status and code', { page: 'proposals', status: 503, code: 10210 }, 'general maintenance'],
    ['…and of the status alone', { page: 'proposals', status: 503, code: 4 }, 'general 503'],
    ['an unknown page: generalError', { page: 'nowhere', status: 500 }, 'general 500'],
    ['no status: 500', { page: 'proposals' }, 'general 500'],
    ['no page: generalError', { status: 503 }, 'general 503'],
    ['a status generalError has no record of either: generalError’s first record', { page: 'proposals', status: 418 }, 'general 500'],
  ];
  it.each(table)('%s', (_, failure, message) => {
    expect(lookupError(RECORDS, failure, 'Unknown Error').message).toBe(message);
  });

  it('with no generalError record, the default service error "Unknown Error", shown on the error page', () => {
    const found = lookupError(RECORDS.filter((r) => r.page !== 'generalError'), { page: 'proposals', status: 418, code: 7 }, 'Unknown Error');
    expect(found).toMatchObject({ message: 'Unknown Error', title: 'Unknown Error', status: 418, errorType: 'errorPage' });
    expect(lookupError([], {}, 'Erreur inconnue')).toMatchObject({ message: 'Erreur inconnue', status: 500, errorCode: 0 });
  });
});

describe('messages as shown', () => {
  it('keep letters (accented too), digits, spaces, . : , and the apostrophe and hyphen; nothing else', () => {
    expect(sanitizeMessage('<b>Error</b> #42: try again (now)!')).toBe('bErrorb 42: try again now');
    expect(sanitizeMessage('Vous n’avez pas accès à l’application, réessayez.')).toBe('Vous n’avez pas accès à l’application, réessayez.');
    expect(sanitizeMessage('Check your e-mail; then "sign in"?')).toBe('Check your e-mail then sign in');
  });

  it('a 422 with code 10043 keeps the server’s message unchanged; anything else reads the catalogue’s', () => {
    const r = rec('review', 422, 10043, 'catalogue text');
    const server = 'Status changed to <CSR_APPROVED> (by Carl)!';
    expect(messageOf(r, { status: 422, code: 10043, serverMessage: server })).toBe(server);
    expect(messageOf(r, { status: 422, code: 10042, serverMessage: server })).toBe('catalogue text');
    expect(messageOf(r, { status: 409, code: 10043, serverMessage: server })).toBe('catalogue text');
    expect(messageOf(r, { status: 422, code: 10043 })).toBe('catalogue text');
  });
});

describe('errorAction: the display modes', () => {
  const base = '/accountants/fr-ca';
  it('inline and onPage show in place, title and message sanitized', () => {
    expect(errorAction(rec('login', 401, 1, 'Wrong <password>', { errorType: 'inline' }), { status: 401 }, base)).toEqual({
      kind: 'show', mode: 'inline', title: 'Wrong password title', message: 'Wrong password',
    });
    expect(errorAction(rec('proposals', 400, 1, 'Fix it', { errorType: 'onPage' }), { status: 400 }, base)).toMatchObject({ kind: 'show', mode: 'onPage' });
  });
  it('errorPage and redirect leave for the address under the base, errorCode replaced by the status', () => {
    expect(errorAction(rec('generalError', 503, 0, 'x'), { status: 503 }, base)).toEqual({ kind: 'navigate', mode: 'errorPage', to: `${base}/error/503` });
    expect(errorAction(rec('login', 500, 0, 'x', { reDirectionUrl: '/auth/error/errorCode' }), { status: 500 }, base)).toMatchObject({ to: `${base}/auth/error/500` });
    expect(errorAction(rec('g', 503, 10210, 'x', { errorType: 'redirect', reDirectionUrl: '/maintenance' }), { status: 503 }, base)).toEqual({
      kind: 'navigate', mode: 'redirect', to: `${base}/maintenance`,
    });
  });
  it('never follows an address off the site: the status’s error page instead', () => {
    for (const url of ['https://evil.test/x', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      expect(errorAction(rec('g', 500, 0, 'x', { errorType: 'redirect', reDirectionUrl: url }), { status: 500 }, base)).toMatchObject({ to: `${base}/error/500` });
    }
  });
});

describe('the shipped catalogue (schemas/config/errors.json)', () => {
  const records = shipped.records;
  it('has a known display mode, both languages and a site path on every record', () => {
    for (const r of records) {
      expect(DISPLAY_MODES, `${r.page} ${r.status} ${r.errorCode}`).toContain(r.errorType);
      for (const text of [r.title, r.message]) expect(text['en-CA'] && text['fr-CA'], `${r.page} ${r.status} ${r.errorCode}`).toBeTruthy();
      if (r.errorType === 'errorPage' || r.errorType === 'redirect') expect(r.reDirectionUrl).toMatch(/^\/[^/\\]/);
      // nothing of it is lost to the sanitizing rule
      for (const text of [r.title, r.message]) for (const t of Object.values(text)) expect(sanitizeMessage(t)).toBe(t);
    }
  });
  it('has a generalError record for every status that leaves the page, and the maintenance refusal', () => {
    const general = records.filter((r) => r.page === 'generalError');
    for (const status of [0, 401, 403, 404, 408, 500, 503]) expect(general.some((r) => r.status === status), String(status)).toBe(true);
    expect(general.find((r) => r.status === 503 && r.errorCode === 10210)).toMatchObject({ errorType: 'redirect', reDirectionUrl: '/maintenance' });
  });
});

describe('maintenance windows (docs/requirements.md §11.7)', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  it('refuses a window that ends before or when it starts, or has ended, or has no time', () => {
    expect(windowProblem({ starts_at: '2027-03-01T14:00:00Z', ends_at: '2027-03-01T13:00:00Z' }, now)).toBe('endsBeforeStart');
    expect(windowProblem({ starts_at: '2027-03-01T14:00:00Z', ends_at: '2027-03-01T14:00:00Z' }, now)).toBe('endsBeforeStart');
    expect(windowProblem({ starts_at: '2027-03-01T10:00:00Z', ends_at: '2027-03-01T12:00:00Z' }, now)).toBe('endsInPast');
    expect(windowProblem({ starts_at: 'soon', ends_at: '2027-03-01T12:00:00Z' }, now)).toBe('invalidTime');
    expect(windowProblem({ starts_at: '2027-03-01T10:00:00Z', ends_at: '2027-03-01T12:00:01Z' }, now)).toBeNull();
  });
  it('is on from its start, included, to its end, excluded', () => {
    const w = { starts_at: '2027-03-01T12:00:00Z', ends_at: '2027-03-01T13:00:00Z' };
    expect(isWindowOn(w, now)).toBe(true);
    expect(isWindowOn(w, new Date('2027-03-01T11:59:59Z'))).toBe(false);
    expect(isWindowOn(w, new Date('2027-03-01T13:00:00Z'))).toBe(false);
  });
});
