import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { MailMessage, MailTransport } from './message';

export interface OutboxTable {
  id: import('kysely').Generated<string>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: import('kysely').ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../db/schema' {
  interface Database {
    mail_outbox: OutboxTable;
  }
}

/** A message as the development outbox lists it. */
export interface OutboxEntry extends MailMessage {
  sent_at: string;
}

/**
 * The embedded default: every message is written to the mail_outbox table and named in the log,
 * with its text only when `logText` (the development outbox is on: docs/server.md "Mail").
 */
export function outboxTransport(db: Kysely<Database>, log: FastifyBaseLogger, logText: boolean): MailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insertInto('mail_outbox').values({ to_address: message.to, subject: message.subject, body_text: message.text }).execute();
      log.info({ mail: { to: message.to, subject: message.subject, ...(logText ? { text: message.text } : {}) } }, 'mail written to the outbox (no SMTP_URL)');
    },
    async check() {},
    close() {},
  };
}

/** The latest `limit` messages of the outbox, newest first. */
export async function latestMessages(db: Kysely<Database>, limit: number): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body_text', 'created_at']).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.body_text, sent_at: new Date(r.created_at).toISOString() }));
}
