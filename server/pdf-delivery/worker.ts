/**
 * The delivery worker (docs/server.md "Application PDF delivery"): drains the outbox after a
 * status change commits and on an interval, one claimed row at a time, so deliveries never hold
 * up or fail the status change that made them. A failure is recorded on its row and retried later,
 * each time twice as late (capped at an hour).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale } from '../../adapters/types';
import { toIsoDate } from '../../adapters/format/date';
import type { Database } from '../db/schema';
import type { PdfDelivery } from './provider';
import { claimDue, markDelivered, markFailed, type ClaimedDelivery } from './outbox';

export interface PdfSource {
  fileById(pdfId: string, locale: Locale): Promise<{ madeAt: Date; bytes: Buffer }>;
}

/** The first retry's delay; each later one doubles it, up to an hour. */
const RETRY_BASE_SECONDS = 60;
const MAX_RETRY_SECONDS = 3600;
/** How long a claimed row is kept from other workers: longer than any delivery takes. */
const LEASE_SECONDS = 300;

/** Seconds before the next attempt after `attempts` failed ones. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

export class PdfDeliveryWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pdfs: PdfSource,
    private readonly provider: PdfDelivery,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Drains now and every `intervalMs` (the timer does not keep the process alive). */
  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
    void this.kick();
  }

  /** Starts a drain, or asks the running one for another pass; resolves when draining stops. Never rejects. */
  kick(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops the timer and waits for the delivery under way; nothing starts after. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drain();
      } catch (error) {
        // the database went away (closing, a restart): the next pass tries again
        this.log.warn({ err: error }, 'application PDF delivery: the outbox could not be read');
      }
    } while (this.again && !this.closed);
  }

  /** One pass: every row due when reached, each at most once (a failure waits for a later pass). */
  async drain(): Promise<number> {
    let delivered = 0;
    let after = '0';
    while (!this.closed) {
      const row = await claimDue(this.db, after, LEASE_SECONDS);
      if (!row) break;
      after = row.id;
      if (await this.deliver(row)) delivered++;
    }
    return delivered;
  }

  private async deliver(row: ClaimedDelivery): Promise<boolean> {
    // the ids only: the log carries no customer's name, answers or file
    const about = { pdfDelivery: { id: row.id, proposalId: row.proposal_id, attempts: row.attempts } };
    try {
      const proposal = await this.db.selectFrom('proposals').select(['client', 'customer_number']).where('id', '=', row.proposal_id).executeTakeFirstOrThrow();
      if (!proposal.client || !proposal.customer_number) throw new Error('the application has no program or customer number');
      const file = await this.pdfs.fileById(row.pdf_id, row.locale);
      await this.provider.deliver({
        fileName: row.file_name, bytes: file.bytes, proposalId: row.proposal_id, customerNumber: proposal.customer_number,
        client: proposal.client, locale: row.locale, madeOn: toIsoDate(file.madeAt),
      });
      await markDelivered(this.db, row.id);
      this.log.info(about, `application PDF delivered (${this.provider.kind})`);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryIn = retryDelay(row.attempts);
      await markFailed(this.db, row.id, message, retryIn);
      this.log.warn({ ...about, retryInSeconds: retryIn, error: message }, `application PDF delivery failed (${this.provider.kind})`);
      return false;
    }
  }
}
