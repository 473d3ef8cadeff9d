/**
 * The application PDF's delivery (docs/server.md "Application PDF delivery") on the real programs:
 * a final quote queues one delivery in its transaction, written to the folder after commit; a
 * failure is kept on the row and delivered by a later pass; a rolled-back change sends nothing;
 * two workers on one outbox deliver each row once.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { PDFParse } from 'pdf-parse';
import { todayIso } from '../../adapters/format/date';
import { startTestApp } from '../testing/test-app';
import { Harness, PROGRAMS } from '../policies/test-harness';
import { queueDelivery } from './outbox';
import type { PdfDelivery, PdfDeliveryItem } from './provider';
import { PdfDeliveryWorker, retryDelay } from './worker';

const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };

const dir = mkdtempSync(join(tmpdir(), 'pdf-delivery-'));
let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS, pdfDelivery: { dir } }));
});
afterAll(async () => {
  await h?.t.close();
  rmSync(dir, { recursive: true, force: true });
});

const deliveries = (proposalId: string) =>
  h.t.app.db.selectFrom('pdf_deliveries').selectAll().where('proposal_id', '=', proposalId).orderBy('id').execute();

/** An accountant whose accepted final quote is about to issue the policy. */
const accepted = (answers: Record<string, unknown> = ACCT) => h.seed('CANACCT', 'QUOTE_ACCEPTED', answers, { accepted: 1 });

async function pdfText(path: string): Promise<string> {
  return (await new PDFParse({ data: readFileSync(path) }).getText()).text;
}

describe('application PDF delivery to the folder', () => {
  it('a final quote makes exactly one delivery, written after commit as <client>/<customer>/<day>-<file name>, in the applicant’s language', async () => {
    const p = await accepted();
    expect((await h.call(p.login, 'POST', '/policies', { quote: { id: '' } })).status).toBe(201);
    const path = join(dir, 'CANACCT', p.customer, `${todayIso()}-Application.pdf`);
    await vi.waitFor(() => expect(existsSync(path)).toBe(true), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await deliveries(p.id))[0]!.delivered_at).not.toBeNull());

    const rows = await deliveries(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ file_name: 'Application.pdf', locale: 'en-CA', attempts: 1, last_error: null });
    // real PDF bytes: the applicant's English document with their customer number
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(path);
    expect(text).toContain(p.customer);
    expect(text).toContain('Insurance application');
    // the folder holds only the file (no partial left), readable by its owner and group only
    expect(readdirSync(join(dir, 'CANACCT', p.customer))).toEqual([`${todayIso()}-Application.pdf`]);
    expect(statSync(path).mode & 0o777).toBe(0o640);
  });

  it('a Quebec applicant whose brand offers French first gets the French file', async () => {
    const p = await accepted({ ...ACCT, business_province: 'QC' });
    expect((await h.call(p.login, 'POST', '/policies', { quote: { id: '' } })).status).toBe(201);
    const path = join(dir, 'CANACCT', p.customer, `${todayIso()}-Application.pdf`);
    await vi.waitFor(() => expect(existsSync(path)).toBe(true), { timeout: 10_000 });
    expect((await deliveries(p.id)).map((r) => r.locale)).toEqual(['fr-CA']);
    expect(await pdfText(path)).toContain('Demande d’assurance');
  });

  it('a failing delivery keeps its error and a later retry, without failing the status change; a later pass delivers it', async () => {
    const p = await accepted();
    // the customer's folder cannot be made: a file stands in its place
    const customerDir = join(dir, 'CANACCT', p.customer);
    writeFileSync(customerDir, 'in the way');
    const issued = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect(issued.status).toBe(201);
    await vi.waitFor(async () => expect((await deliveries(p.id))[0]?.last_error).toBeTruthy(), { timeout: 10_000 });
    const [failed] = await deliveries(p.id);
    expect(failed).toMatchObject({ attempts: 1, delivered_at: null });
    // retried a minute later at the earliest, not at once
    expect(new Date(failed!.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(30_000);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');

    // the operator clears the way; the retry comes due
    rmSync(customerDir);
    await h.t.app.db.updateTable('pdf_deliveries').set({ next_attempt_at: sql<Date>`now()` }).where('id', '=', failed!.id).execute();
    await h.t.app.pdfDelivery!.kick();
    const [done] = await deliveries(p.id);
    expect(done).toMatchObject({ attempts: 2, last_error: null });
    expect(done!.delivered_at).not.toBeNull();
    expect(await pdfText(join(customerDir, `${todayIso()}-Application.pdf`))).toContain(p.customer);
  });

  it('a rolled-back status change queues nothing and writes nothing', async () => {
    const p = await accepted();
    await expect(
      h.t.app.db.transaction().execute(async (trx) => {
        const row = (await h.t.app.proposals.byId(p.id, trx))!;
        await h.t.app.transition(trx, { proposal: row, action: 'BOUND_MANUALLY', actor: 'csr@test' });
        // queued inside the change…
        expect(await trx.selectFrom('pdf_deliveries').select('id').where('proposal_id', '=', p.id).execute()).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await h.t.app.pdfDelivery!.kick();
    // …and gone with it
    expect(await deliveries(p.id)).toEqual([]);
    expect(existsSync(join(dir, 'CANACCT', p.customer))).toBe(false);
    expect((await h.row(p.id)).status).toBe('QUOTE_ACCEPTED');
  });
});

describe('the delivery worker', () => {
  // delivery off: nothing is queued or drained but by this test's own workers
  let off: Harness;
  beforeAll(async () => {
    off = new Harness(await startTestApp({ programsDir: PROGRAMS, pdfDelivery: null }));
  });
  afterAll(() => off?.t.close());

  it('two workers draining one outbox at once deliver each row exactly once', async () => {
    const app = off.t.app;
    expect(app.pdfDelivery).toBeNull();
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await off.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 1 });
      await app.db.transaction().execute(async (trx) => app.applicationPdf.make(trx, (await app.proposals.byId(p.id, trx))!));
      made.push(p.id);
    }
    expect(await app.db.selectFrom('pdf_deliveries').select('id').execute()).toEqual([]);
    const pdfs = await app.db.selectFrom('application_pdfs').select(['id', 'proposal_id']).where('proposal_id', 'in', made).execute();
    for (const pdf of pdfs) await queueDelivery(app.db, { pdfId: pdf.id, proposal: (await app.proposals.byId(pdf.proposal_id))!, fileName: 'Application.pdf' });

    const seen: PdfDeliveryItem[] = [];
    const counting: PdfDelivery = {
      kind: 'test',
      async deliver(item) {
        seen.push(item);
        // slow enough for the other worker to ask while this one holds its row
        await new Promise((r) => setTimeout(r, 20));
      },
    };
    const a = new PdfDeliveryWorker(app.db, app.applicationPdf, counting, app.log);
    const b = new PdfDeliveryWorker(app.db, app.applicationPdf, counting, app.log);
    await Promise.all([a.kick(), b.kick(), a.kick(), b.kick()]);
    await Promise.all([a.close(), b.close()]);

    expect(seen.map((s) => s.proposalId).sort()).toEqual([...made].sort());
    const rows = await app.db.selectFrom('pdf_deliveries').select(['delivered_at', 'attempts']).execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.delivered_at !== null && r.attempts === 1)).toBe(true);
    expect(seen.every((s) => s.bytes.subarray(0, 5).toString() === '%PDF-' && s.client === 'CANACCT')).toBe(true);
  });

  it('waits twice as long after each failure, an hour at most', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelay(n))).toEqual([60, 120, 240, 480, 3600]);
  });
});
