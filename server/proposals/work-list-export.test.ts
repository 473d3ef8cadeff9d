/**
 * The work list as a spreadsheet (docs/requirements.md §8.2): every page of the filtered list, in
 * its order, with real dates and numbers and the labels of the reader's language.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const EXPORT = '/smb/cnc/api/v2/proposals/work-list/export';
let t: TestApp;
let csr = '';

beforeAll(async () => {
  t = await startTestApp();
  await seedAccounts(t.app.db, [
    { login: 'staff@test', kind: 'staff', employee_number: 'E900002', first_name: 'No', last_name: 'Role', customer_number: null, client: null, locale: 'en-CA' },
  ], TEST_PASSWORD);
  csr = await t.login('csr@test');
  // 12 proposals: more than one page of the list
  for (let i = 1; i <= 12; i++) {
    await t.app.db
      .insertInto('proposals')
      .values({
        customer_number: i === 1 ? 'T001' : `E${String(i).padStart(3, '0')}`,
        client: 'TESTPROG', program_type: 'TEST', type: i === 2 ? 'RENEWAL' : 'NEW', status: i === 1 ? 'PENDING_CSR_REVIEW' : 'IN_PROGRESS',
        created_by: 'seed', revision: 1, quotes: '[]', utm: sql`null`, is_quick_renewal_journey_active: false,
        progress_states: JSON.stringify([{ name: 'ONE', completed: true, form_elements: { business_province: 'QC', firm_name: `Firm ${i}` } }]),
        last_modified_timestamp: `2026-03-${String(i).padStart(2, '0')}T12:00:00Z`,
        referal_date: i === 1 ? '2026-02-27T12:00:00Z' : null,
      })
      .execute();
  }
});
afterAll(() => t?.close());

async function download(query: string, cookie = csr) {
  const res = await fetch(`${t.url}${EXPORT}?${query}`, { headers: { cookie } });
  const book = new ExcelJS.Workbook();
  if (res.status === 200) await book.xlsx.load(await res.arrayBuffer());
  return { res, book };
}

it('holds every row of the filtered list in its order, dates as dates, labels in French', async () => {
  const { res, book } = await download('locale=fr-CA&business_province=qc');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Demandes-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx"/);
  const sheet = book.getWorksheet('Demandes')!;
  expect(sheet.rowCount).toBe(13);
  expect(sheet.getRow(1).values).toEqual([
    undefined, 'Nº', 'Représentant', 'Numéro de client', 'Nom', 'Courriel', 'Province de l’entreprise', 'Nom du cabinet', 'Statut',
    'Dernière modification', 'Date de renvoi', 'Nouvelle ou renouvellement', 'Approuvée par', 'Date d’effet de la police',
    'Expiration de la soumission (jours)',
  ]);
  const first = sheet.getRow(2);
  expect([first.getCell(1).value, first.getCell(2).value, first.getCell(3).value, first.getCell(4).value, first.getCell(8).value]).toEqual([
    1, 'Non assignée', 'T001', 'Ann Able', 'Révision du représentant requise',
  ]);
  expect(first.getCell(9).value).toEqual(new Date('2026-03-01T00:00:00Z'));
  expect(first.getCell(9).numFmt).toBe('yyyy-mm-dd');
  expect(first.getCell(10).value).toEqual(new Date('2026-02-27T00:00:00Z'));
  expect(first.getCell(14).value).toBeNull();
  // then last modified, newest first, across what would be two pages of the list
  expect(sheet.getColumn(3).values.slice(3)).toEqual(['E012', 'E011', 'E010', 'E009', 'E008', 'E007', 'E006', 'E005', 'E004', 'E003', 'E002']);
  expect(sheet.getRow(13).getCell(11).value).toBe('Renouvellement');
});

it('follows the filters and the order, in English by default', async () => {
  const { book } = await download('customer_number=e00&sort=last_modified&direction=asc');
  const sheet = book.getWorksheet('Applications')!;
  expect(sheet.getRow(1).getCell(8).value).toBe('Status');
  expect(sheet.getColumn(3).values.slice(2)).toEqual(['E002', 'E003', 'E004', 'E005', 'E006', 'E007', 'E008', 'E009']);
  expect(sheet.getRow(2).getCell(8).value).toBe('Application In Progress');
});

it('is refused to an applicant, a sponsor, staff without a CSR role and nobody signed in, and a malformed query names the parameter', async () => {
  expect((await fetch(`${t.url}${EXPORT}`)).status).toBe(401);
  for (const who of ['a@test', 'sponsor@test', 'staff@test']) {
    expect((await fetch(`${t.url}${EXPORT}`, { headers: { cookie: await t.login(who) } })).status, who).toBe(403);
  }
  const bad = await fetch(`${t.url}${EXPORT}?modified_to=2026-02-30`, { headers: { cookie: csr } });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { messageList: { field: string }[] }).messageList.map((e) => e.field)).toEqual(['querystring.modified_to']);
});
