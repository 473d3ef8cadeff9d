import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './message';

/** Hands messages to the SMTP server of `url` (smtp:// with STARTTLS when offered, smtps:// for TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  // a mail server that does not answer must not hold a request for minutes (docs/server.md "Mail")
  const transporter = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async check() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}
