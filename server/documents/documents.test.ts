/**
 * The documents routes over real HTTP, on PGlite (or the PostgreSQL of DATABASE_URL): uploads
 * checked by content (a renamed program, an empty file, a file over the maximum, a Word-named zip,
 * text with NULs are refused in the caller's language, and nothing is stored), the maximum held
 * under simultaneous uploads, who may list, download and delete, and locked applications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ERROR_CODE } from '../../adapters/api/error-codes';
import { seedAccounts } from '../demo/seed';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../testing/test-app';
import { documentSettings } from './service';
import { SAMPLES } from './testing';

const API = '/smb/cnc/api/v2';
const P = `${API}/proposals`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let t: TestApp;

const step = { current_progress_state: 'PERSONAL_DETAILS', progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' } }] };

/** A multipart upload as the browser sends it: the file part with the name and type the applicant's computer gave it. */
async function upload(login: string | null, name: string, content: Uint8Array, { type = 'application/octet-stream', locale = 'en-CA', headers = {} as Record<string, string> } = {}) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(content)], { type }), name);
  const res = await fetch(`${t.url}${API}/attachment/doc`, {
    method: 'POST',
    headers: { ...(login ? { cookie: await t.session(login) } : {}), 'accept-language': locale, ...headers },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const list = async (login: string, headers: Record<string, string> = {}) => t.requestAs(login, { url: `${API}/documents`, headers });
const names = async (login: string) => ((await list(login)).body.documents as { document_desc: string }[]).map((d) => d.document_desc);
const download = async (login: string | null, id: string) => fetch(`${t.url}${API}/documents/${id}`, { headers: login ? { cookie: await t.session(login) } : {} });
const remove = (login: string, id: string) => t.requestAs(login, { method: 'DELETE', url: `${API}/document/${id}` });
const proposalOf = (customer: string) => t.app.db.selectFrom('proposals').select('id').where('customer_number', '=', customer).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await startTestApp();
  for (const login of ['a@test', 'b@test']) expect((await t.requestAs(login, { method: 'POST', url: P, body: step })).status).toBe(201);
});
afterAll(() => t?.close());

describe('uploading', () => {
  it('keeps each accepted kind, named as the applicant’s file was and typed by its content, and gives the same bytes back', async () => {
    for (const [kind, name] of [['pdf', 'Licence 2024.pdf'], ['png', 'scan.PNG'], ['jpg', 'photo.jpeg'], ['docx', 'letter.docx'], ['txt', 'notes.txt']] as const) {
      const res = await upload('a@test', name, SAMPLES[kind]);
      expect([kind, res.status]).toEqual([kind, 201]);
      expect(res.body).toEqual({ document_id: expect.any(String), document_desc: name, file_ext: kind, document_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), size_bytes: SAMPLES[kind].length });
      const file = await download('a@test', res.body.document_id as string);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLES[kind])).toBe(true);
      expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    }
    const reply = await list('a@test');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ allowed_types: ['pdf', 'jpg', 'png', 'docx', 'txt'], max_file_bytes: documentSettings().maxFileBytes, max_files: documentSettings().maxFiles, locked: false, empty_message: 'No documents uploaded yet.' });
    expect((await list('a@test', { 'accept-language': 'fr-CA' })).body.empty_message).toBe('Aucun document téléversé pour le moment.');
    // newest first
    expect(await names('a@test')).toEqual(['notes.txt', 'letter.docx', 'photo.jpeg', 'scan.PNG', 'Licence 2024.pdf']);
    const pdf = (await list('a@test')).body.documents[4].document_id as string;
    expect((await download('a@test', pdf)).headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps a name with accents, quotes and a path as the applicant’s file was called, and names the download safely', async () => {
    const res = await upload('a@test', 'C:\\fakepath\\Relevé "2024" (final).pdf', SAMPLES.pdf);
    expect(res.body.document_desc).toBe('Relevé "2024" (final).pdf');
    const file = await download('a@test', res.body.document_id as string);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Relev_ _2024_ (final).pdf"; filename*=UTF-8''Relev%C3%A9%20%222024%22%20%28final%29.pdf`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await remove('a@test', res.body.document_id as string)).status).toBe(204);
  });

  it('refuses a renamed program, whatever its name and declared type say, in the caller’s language, and stores nothing', async () => {
    const before = await names('a@test');
    const en = await upload('a@test', 'invoice.pdf', SAMPLES.exe, { type: 'application/pdf' });
    expect(en).toEqual({ status: 415, body: expect.objectContaining({ code: 10222, message: 'The file invoice.pdf is not one of the accepted kinds (PDF, JPG, PNG, DOCX and TXT). Its content was checked, not its name.' }) });
    const fr = await upload('a@test', 'facture.pdf', SAMPLES.exe, { type: 'application/pdf', locale: 'fr-CA' });
    expect(fr).toEqual({ status: 415, body: expect.objectContaining({ code: 10222, message: 'Le fichier facture.pdf n’est pas d’un type accepté (PDF, JPG, PNG, DOCX et TXT). Son contenu a été vérifié, pas son nom.' }) });
    // a zip named as a Word document, text with a NUL or that is not UTF-8: refused too
    expect((await upload('a@test', 'letter.docx', SAMPLES.zip)).status).toBe(415);
    expect((await upload('a@test', 'notes.txt', Buffer.from('abc\0def'))).status).toBe(415);
    expect((await upload('a@test', 'notes.txt', Buffer.from([0x41, 0xc3, 0x28]))).status).toBe(415);
    expect(await names('a@test')).toEqual(before);
  });

  it('refuses an empty file and one over the maximum, naming the file and the limit', async () => {
    const before = await names('a@test');
    expect(await upload('a@test', 'empty.pdf', new Uint8Array(0))).toEqual({ status: 400, body: expect.objectContaining({ code: 10220, message: 'The file empty.pdf is empty. Choose a file that has content.' }) });
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(documentSettings().maxFileBytes)]);
    expect(await upload('a@test', 'big.pdf', big)).toEqual({ status: 413, body: expect.objectContaining({ code: 10221, message: 'The file big.pdf is larger than 5\u00a0MB. Choose a smaller file.' }) });
    expect(await upload('a@test', 'gros.pdf', big, { locale: 'fr-CA' })).toEqual({ status: 413, body: expect.objectContaining({ code: 10221, message: 'Le fichier gros.pdf dépasse 5\u00a0Mo. Choisissez un fichier plus petit.' }) });
    expect(await names('a@test')).toEqual(before);
  });

  it('answers a request that is not multipart, or has no file, with a 4xx that says so', async () => {
    const json = await t.requestAs('a@test', { method: 'POST', url: `${API}/attachment/doc`, body: { file: 'x' } });
    expect([json.status, json.body.code]).toEqual([415, ERROR_CODE.unsupportedMediaType]);
    const form = new FormData();
    form.append('note', 'no file here');
    const res = await fetch(`${t.url}${API}/attachment/doc`, { method: 'POST', headers: { cookie: await t.session('a@test') }, body: form });
    expect([res.status, ((await res.json()) as { code: number }).code]).toEqual([400, 10225]);
    // two files in one request
    const two = new FormData();
    two.append('file', new Blob([SAMPLES.pdf]), 'a.pdf');
    two.append('file', new Blob([SAMPLES.pdf]), 'b.pdf');
    const both = await fetch(`${t.url}${API}/attachment/doc`, { method: 'POST', headers: { cookie: await t.session('a@test') }, body: two });
    expect([both.status, ((await both.json()) as { message: string }).message]).toEqual([400, 'Send one file per upload.']);
  });

  it('answers a broken multipart body with a 400, never a 500', async () => {
    const cookie = await t.session('a@test');
    for (const [type, body] of [['multipart/form-data', 'x'], ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF'], ['multipart/form-data; boundary=xyz', 'garbage']] as const) {
      const res = await fetch(`${t.url}${API}/attachment/doc`, { method: 'POST', headers: { cookie, 'content-type': type }, body });
      expect([type, body.slice(0, 10), res.status, ((await res.json()) as { code: number }).code]).toEqual([type, body.slice(0, 10), 400, 10228]);
    }
  });

  it('holds the maximum under simultaneous uploads: the application’s row is locked while its documents are counted', async () => {
    const max = documentSettings().maxFiles;
    const replies = await Promise.all(Array.from({ length: max + 3 }, (_, i) => upload('b@test', `page-${i}.png`, SAMPLES.png)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(max);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code, r.body.message])).toEqual(Array(3).fill([409, 10223, `Your application already holds the most documents it may have (${max}). Delete one before you upload another.`]));
    expect(await names('b@test')).toHaveLength(max);
    // deleting one makes room for one
    const first = (await list('b@test')).body.documents[0].document_id as string;
    expect((await remove('b@test', first)).status).toBe(204);
    expect((await upload('b@test', 'again.png', SAMPLES.png)).status).toBe(201);
    expect((await upload('b@test', 'one-more.png', SAMPLES.png)).status).toBe(409);
  });

  it('needs an application, and refuses naming another customer', async () => {
    await seedAccounts(t.app.db, [{ login: 'new@test', kind: 'applicant', first_name: 'Nia', last_name: 'New', customer_number: 'T009', client: 'TESTPROG', locale: 'en-CA' }], TEST_PASSWORD);
    expect((await upload('new@test', 'a.pdf', SAMPLES.pdf)).status).toBe(404);
    expect((await list('new@test')).body).toMatchObject({ documents: [], locked: false });
    expect((await upload('a@test', 'x.pdf', SAMPLES.pdf, { headers: { customer_number: 'T002' } })).status).toBe(403);
  });
});

describe('who reads and deletes', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload('a@test', 'private.pdf', SAMPLES.pdf)).body.document_id as string;
  });

  it('another applicant gets the answer of an id that does not exist, for download and delete alike', async () => {
    const other = await download('b@test', id);
    const unknown = await download('b@test', UNKNOWN);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual(await unknown.json());
    expect((await remove('b@test', id)).status).toBe(404);
    expect((await download('a@test', id)).status).toBe(200);
  });

  it('a CSR lists a customer’s documents by the customer_number header and downloads them; a sponsor and a signed-out caller are refused', async () => {
    const csr = await list('csr@test', { customer_number: 'T001' });
    expect(csr.status).toBe(200);
    expect((csr.body.documents as { document_id: string }[]).map((d) => d.document_id)).toContain(id);
    expect((await list('csr@test')).status).toBe(400);
    expect((await download('csr@test', id)).status).toBe(200);
    expect((await download('sponsor@test', id)).status).toBe(403);
    expect((await list('sponsor@test', { customer_number: 'T001' })).status).toBe(403);
    expect((await download(null, id)).status).toBe(401);
    // staff read; only the applicant uploads and deletes
    expect((await remove('csr@test', id)).status).toBe(403);
    expect((await upload('csr@test', 'x.pdf', SAMPLES.pdf, { headers: { customer_number: 'T001' } })).status).toBe(403);
  });

  it('a malformed id is a 400 naming it', async () => {
    const res = await t.requestAs('a@test', { url: `${API}/documents/not-a-uuid` });
    expect([res.status, res.body.messageList?.[0]?.field]).toEqual([400, 'params.documentId']);
  });

  it('a locked application keeps its documents: no upload, no deletion; they are still read', async () => {
    const { id: proposal } = await proposalOf('T001');
    await t.app.db.updateTable('proposals').set({ status: 'PENDING_CSR_REVIEW' }).where('id', '=', proposal).execute();
    try {
      expect((await list('a@test')).body.locked).toBe(true);
      const up = await upload('a@test', 'late.pdf', SAMPLES.pdf, { locale: 'fr-CA' });
      expect([up.status, up.body.code, up.body.message]).toEqual([409, 10226, 'Votre demande ne peut plus être modifiée en ligne : ses documents restent tels qu’ils étaient à sa soumission.']);
      expect((await remove('a@test', id)).status).toBe(409);
      expect((await download('a@test', id)).status).toBe(200);
    } finally {
      await t.app.db.updateTable('proposals').set({ status: 'IN_PROGRESS' }).where('id', '=', proposal).execute();
    }
  });

  it('the owner deletes a document: it leaves the list and its bytes are gone', async () => {
    expect((await remove('a@test', id)).status).toBe(204);
    expect(await names('a@test')).not.toContain('private.pdf');
    expect((await download('a@test', id)).status).toBe(404);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from document_contents where document_id = ${id}`.execute(t.app.db);
    expect(rows[0]!.n).toBe(0);
    expect((await remove('a@test', id)).status).toBe(404);
  });
});
