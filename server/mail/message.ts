/** One message the portal sends: plain text only (docs/server.md "Mail"). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where messages go: SMTP when SMTP_URL is set, else the outbox table. */
export interface MailTransport {
  /** 'smtp' or 'outbox', for the log and the dev outbox's gate */
  readonly kind: 'smtp' | 'outbox';
  /** sends `message`; rejects when it cannot be handed over */
  send(message: MailMessage): Promise<void>;
  /** resolves when a message could be sent now (the SMTP server answers); rejects otherwise */
  check(): Promise<void>;
  close(): void;
}
