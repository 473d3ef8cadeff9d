/**
 * Maintenance (docs/requirements.md §11.7): staff schedule a window; while it is on the flag says
 * "Yes", writes are refused with 503 and the error catalogue's words, sign-in still works; ended, all
 * is as before. A window that ends before it starts, and other bad input, is refused and not stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const API = '/smb/cnc/api/v2';
let t: TestApp;

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const window = (over: Record<string, unknown> = {}) => ({
  starts_at: inMinutes(-1), ends_at: inMinutes(60),
  message_en: 'Back at 6 a.m. Eastern.', message_fr: 'De retour à 6 h, heure de l’Est.', ...over,
});
const schedule = (who: string | null, body: unknown) =>
  who ? t.requestAs(who, { method: 'POST', url: `${API}/maintenance/windows`, body }) : t.request({ method: 'POST', url: `${API}/maintenance/windows`, body });
const flag = (locale: string, cookie?: string) => t.request({ url: `${API}/maintainaceConfig?locale=${locale}`, cookie });
const stored = async () => (await t.requestAs('csr@test', { url: `${API}/maintenance/windows` })).body.windows as { id: string }[];
const save = () => t.requestAs('a@test', { method: 'PATCH', url: `${API}/proposals`, body: { progress_states: [] }, headers: { revision: '1' } });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('who may schedule', () => {
  it('signed out: 401; an applicant or a sponsor: 403; nothing stored', async () => {
    expect((await schedule(null, window())).status).toBe(401);
    for (const who of ['a@test', 'sponsor@test']) {
      expect((await schedule(who, window())).status).toBe(403);
      expect((await t.requestAs(who, { url: `${API}/maintenance/windows` })).status).toBe(403);
      expect((await t.requestAs(who, { method: 'DELETE', url: `${API}/maintenance/windows/1` })).status).toBe(403);
    }
    expect(await stored()).toEqual([]);
  });
});

describe('bad input is refused with a message that names it, in the caller’s language, and nothing is stored', () => {
  it.each([
    ['a window that ends before it starts', window({ starts_at: inMinutes(120), ends_at: inMinutes(60) }), 400, 10211, /ends_at.*starts_at/],
    ['a window that ends when it starts', window({ starts_at: inMinutes(60), ends_at: inMinutes(60) }), 400, 10211, /after its start/],
    ['a window over already', window({ starts_at: inMinutes(-120), ends_at: inMinutes(-60) }), 400, 10212, /already passed/],
    ['a time without its offset', window({ starts_at: '2027-03-01T22:00' }), 400, 10215, /starts_at .*not a date and time/],
    ['a time that is no date', window({ ends_at: 'tomorrow' }), 400, 10215, /ends_at/],
    ['a blank French message', window({ message_fr: '   ' }), 400, 10002, /message_fr/],
    ['a message of 10,000 characters', window({ message_en: 'x'.repeat(10_000) }), 400, 10002, /message_en/],
  ])('%s', async (_, body, status, code, message) => {
    const res = await schedule('csr@test', body);
    expect([res.status, res.body.code]).toEqual([status, code]);
    expect(res.body.message).toMatch(message);
    expect(await stored()).toEqual([]);
  });

  it('in French for a French caller', async () => {
    const res = await t.requestAs('csr@test', {
      method: 'POST', url: `${API}/maintenance/windows?locale=fr-CA`, body: window({ starts_at: inMinutes(120), ends_at: inMinutes(60) }),
    });
    expect(res.body.message).toBe('La fin de l’entretien (ends_at) doit être après son début (starts_at).');
  });

  it('ending a window that does not exist: 404; a malformed id: 400', async () => {
    expect((await t.requestAs('csr@test', { method: 'DELETE', url: `${API}/maintenance/windows/999` })).body.code).toBe(10213);
    expect((await t.requestAs('csr@test', { method: 'DELETE', url: `${API}/maintenance/windows/abc` })).status).toBe(400);
  });
});

describe('a window on and off', () => {
  it('no window: flag No, writes go through as usual', async () => {
    expect((await flag('en-CA')).body).toEqual({ flag: 'No', exempt: false });
    expect((await save()).status).not.toBe(503);
  });

  it('on: flag Yes with the message in the caller’s language, staff exempt; writes 503 with the catalogue’s words; sign-in works', async () => {
    const made = await schedule('csr@test', window());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ on: true, created_by: 'Cy Rep', message_en: 'Back at 6 a.m. Eastern.' });
    expect((await flag('en-CA')).body).toMatchObject({ flag: 'Yes', exempt: false, message: 'Back at 6 a.m. Eastern.', ends_at: made.body.ends_at });
    expect((await flag('fr-CA', await t.session('a@test'))).body).toMatchObject({ flag: 'Yes', exempt: false, message: 'De retour à 6 h, heure de l’Est.' });
    expect((await flag('en-CA', await t.session('csr@test'))).body).toMatchObject({ flag: 'Yes', exempt: true });

    const refused = await save();
    expect(refused.body).toMatchObject({ status: 503, error: 'Service Unavailable', code: 10210, ends_at: made.body.ends_at });
    expect(refused.body.message).toBe('The portal is closed for scheduled maintenance, so your answers were not saved. Please come back when the maintenance is over.');
    const fr = await t.requestAs('a@test', { method: 'POST', url: `${API}/proposals`, body: {}, headers: { 'accept-language': 'fr-CA' } });
    expect([fr.status, fr.body.message]).toEqual([503, 'Le portail est fermé pour un entretien planifié: vos réponses n’ont donc pas été enregistrées. Veuillez revenir à la fin de l’entretien.']);
    // signing in is not a save
    expect((await t.login('b@test')).startsWith('sid=')).toBe(true);

    // a second window that overlaps is refused, naming the first
    const clash = await schedule('csr@test', window({ starts_at: inMinutes(30), ends_at: inMinutes(90) }));
    expect([clash.status, clash.body.code]).toEqual([409, 10214]);
    expect(clash.body.message).toContain(made.body.starts_at);
    expect(await stored()).toHaveLength(1);
  });

  it('ended by staff: flag No, writes accepted again; ending it twice is a 404', async () => {
    const [current] = await stored();
    expect((await t.requestAs('csr@test', { method: 'DELETE', url: `${API}/maintenance/windows/${current!.id}` })).status).toBe(204);
    expect((await flag('en-CA')).body).toEqual({ flag: 'No', exempt: false });
    expect((await save()).status).not.toBe(503);
    expect((await t.requestAs('csr@test', { method: 'DELETE', url: `${API}/maintenance/windows/${current!.id}` })).status).toBe(404);
  });

  it('a window to come is listed, not on, and can be cancelled before it starts', async () => {
    const later = await schedule('csr@test', window({ starts_at: inMinutes(600), ends_at: inMinutes(660) }));
    expect(later.body.on).toBe(false);
    expect((await flag('en-CA')).body.flag).toBe('No');
    expect((await t.requestAs('csr@test', { method: 'DELETE', url: `${API}/maintenance/windows/${later.body.id}` })).status).toBe(204);
    expect(await stored()).toEqual([]);
  });
});
