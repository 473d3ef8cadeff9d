import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../adapters/api/error-codes';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CCAR_PATH } from './plugin';
import data from './sample-register.json';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const byMark = (mark: string, login = 'a@test', headers: Record<string, string> = {}) =>
  t.requestAs(login, { url: `${CCAR_PATH}?mark=${encodeURIComponent(mark)}`, headers });

describe('GET getCcar: the aircraft registry look-up (docs/requirements.md §11.6)', () => {
  it('answers the five register fields of a mark, typed with or without its hyphen, in any case', async () => {
    const expected = {
      mark: 'C-GABC',
      COMMON_NAME: 'Cessna 172M Skyhawk',
      BASIS_FOR_REGISTRATION_E_VALUE: 'Private',
      ENGINE_CATEGORY_E_VALUE: 'Piston',
      ISSUE_DATE_VALUE: '2008-05-14',
      MANUFACTURE_OR_ASSEMBLY_VALUE: 'Manufactured',
    };
    for (const typed of ['C-GABC', 'cgabc', 'c-GaBc']) {
      const res = await byMark(typed);
      expect([typed, res.status, res.body]).toEqual([typed, 200, expected]);
    }
    // a CSR working on an application may look up too
    expect((await byMark('C-GKIT', 'csr@test')).body.MANUFACTURE_OR_ASSEMBLY_VALUE).toBe('Amateur-built');
  });

  it('the embedded sample holds a few hundred distinct C-F and C-G marks', () => {
    const marks = data.aircraft.map((a) => a.mark);
    expect(marks.length).toBeGreaterThanOrEqual(300);
    expect(new Set(marks).size).toBe(marks.length);
    expect(marks.every((m) => /^C-[FG][A-Z]{3}$/.test(m))).toBe(true);
  });

  it('an unknown mark is a 404 naming it, in the caller’s language', async () => {
    const en = await byMark('C-GZZZ');
    expect([en.status, en.body.code, en.body.message]).toEqual([404, ERROR_CODE.aircraftUnknown, 'No aircraft with the registration mark C-GZZZ is in the Canadian civil aircraft register.']);
    const fr = await byMark('c-gzzz', 'a@test', { 'accept-language': 'fr-CA' });
    expect(fr.body.message).toContain('C-GZZZ');
    expect(fr.body.message).toContain('registre des aéronefs civils canadiens');
  });

  it('a mark with odd characters, too long, or missing is a 400 naming the query, never a 500', async () => {
    for (const odd of ['C-G<BC', "C-G'; drop table users;--", 'N12345', 'C-GABCD', 'x'.repeat(10_000), 'C-GAB\u0000']) {
      const res = await byMark(odd);
      expect([odd.slice(0, 20), res.status]).toEqual([odd.slice(0, 20), 400]);
      expect(res.body.message).toMatch(/mark|query|character/i);
    }
    expect((await t.requestAs('a@test', { url: CCAR_PATH })).status).toBe(400);
  });

  it('refuses a caller without a session (401) and a sponsor (403)', async () => {
    expect((await t.request({ url: `${CCAR_PATH}?mark=C-GABC` })).status).toBe(401);
    expect((await byMark('C-GABC', 'sponsor@test')).status).toBe(403);
  });
});
