/**
 * The application PDF (docs/requirements.md §6.7): made when a final quote is accepted, approved or
 * issued, inside that status change's transaction (so the PDF exists exactly when the status
 * says so), kept in application_pdfs, drawn on download.
 */
import type { Kysely, Transaction } from 'kysely';
import { LOCALES, type Locale } from '../../adapters/types';
import type { QuoteWrapper } from '../../adapters/api';
import type { Status } from '../../adapters/status';
import { serverToday } from '../clock/today';
import type { LayoutStore } from '../config-service/layout-store';
import type { Database, ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import type { StatusListener } from '../proposals/transition';
import { applicationDocument, type PdfDocument } from './document';
import { renderPdf } from './render';
import './db-types';

type Db = Kysely<Database> | Transaction<Database>;

/** What another area does inside the status change's transaction once a PDF row is made (the delivery outbox). */
export type PdfMadeListener = (db: Db, made: { pdfId: string; proposal: ProposalRow; fileName: string }) => Promise<void>;

/**
 * The statuses a final quote leads to, each of which sends the PDF: an accepted quote (agents and
 * aviation, before any CSR review), a CSR approval (the answers a CSR may have changed), an issued
 * policy (accountants and lawyers issue from the final quote; also a policy bound by a CSR).
 */
const SENDS_PDF: ReadonlySet<Status> = new Set(['QUOTE_ACCEPTED', 'CSR_APPROVED', 'POLICY_ISSUED_PENDING_PAYMENT']);
const ISSUED: ReadonlySet<Status> = new Set(['POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', 'POLICY_ISSUED']);

/** Whether entering `to` from `from` makes the PDF: a bound policy makes it only when it was not issued already. */
export function sendsPdf(from: Status, to: Status): boolean {
  return SENDS_PDF.has(to) || (to === 'POLICY_ISSUED' && !ISSUED.has(from));
}

export class ApplicationPdfService {
  private readonly madeListeners: PdfMadeListener[] = [];

  constructor(private readonly db: Kysely<Database>, private readonly layouts: LayoutStore) {}

  /** Runs `listener` in the same transaction after each PDF row is inserted. */
  onMade(listener: PdfMadeListener): void {
    this.madeListeners.push(listener);
  }

  /** The status listener: makes the PDF of the proposal whose status just changed, when it should. */
  readonly onStatusChange: StatusListener = async (db, { proposalId, from, to }) => {
    if (!sendsPdf(from, to)) return;
    const row = await db.selectFrom('proposals').selectAll().where('id', '=', proposalId).executeTakeFirstOrThrow();
    await this.make(db, row);
  };

  /** Builds the document in both languages from `row` as it stands and keeps it. */
  async make(db: Db, row: ProposalRow): Promise<void> {
    const journey = this.layouts.journey(row.client)?.journey;
    // a program without a journey has no pages to print
    if (!journey) return;
    const pages = Object.fromEntries(journey.links.flatMap((l) => {
      const entry = this.layouts.page(row.client, l.route_name);
      return entry ? [[l.route_name, entry.page] as const] : [];
    }));
    const quotes = row.quotes as QuoteWrapper[];
    const quote = quotes.find((q) => q.id === row.accepted_quote_id)?.quote ?? null;
    const documents = Object.fromEntries(LOCALES.map((locale) => [locale, applicationDocument({
      locale, journey, pages, states: row.progress_states, type: row.type, customerNumber: row.customer_number,
      quote, policyNumber: row.issued_policy_number, madeOn: serverToday(),
    })])) as Record<Locale, PdfDocument>;
    const fileName = documents['en-CA'].fileName;
    const { id } = await db
      .insertInto('application_pdfs')
      .values({ proposal_id: row.id, made_at_status: row.status, file_name: fileName, documents: JSON.stringify(documents) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const listener of this.madeListeners) await listener(db, { pdfId: id, proposal: row, fileName });
  }

  /** The newest PDF of a proposal, or the missing-PDF refusal. */
  async latest(proposalId: string) {
    const pdf = await this.newest(proposalId);
    if (!pdf) throw domainError('applicationPdfMissing');
    return pdf;
  }

  /** The newest PDF of a proposal, undefined while no final quote has made one. */
  async newest(proposalId: string) {
    return this.db
      .selectFrom('application_pdfs')
      .select(['made_at', 'file_name', 'documents'])
      .where('proposal_id', '=', proposalId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The file in `locale`. */
  async file(proposalId: string, locale: Locale): Promise<{ fileName: string; bytes: Buffer }> {
    return this.draw(await this.latest(proposalId), locale);
  }

  /** One PDF row's file in `locale` (the one a delivery was queued with), or the missing-PDF refusal. */
  async fileById(pdfId: string, locale: Locale): Promise<{ fileName: string; madeAt: Date; bytes: Buffer }> {
    const pdf = await this.db.selectFrom('application_pdfs').select(['made_at', 'file_name', 'documents']).where('id', '=', pdfId).executeTakeFirst();
    if (!pdf) throw domainError('applicationPdfMissing');
    return { ...(await this.draw(pdf, locale)), madeAt: new Date(pdf.made_at) };
  }

  private async draw(pdf: { made_at: Date; file_name: string; documents: Record<Locale, PdfDocument> }, locale: Locale) {
    return { fileName: pdf.file_name, bytes: await renderPdf(pdf.documents[locale], new Date(pdf.made_at)) };
  }
}
