/**
 * The mail transport (docs/server.md "Mail"): with SMTP_URL the recovery e-mail reaches a real SMTP
 * server (smtp-server, in process); a server that cannot be reached makes forgot-password a 424;
 * the development outbox exists only without SMTP_URL and outside production.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { readConfig } from '../config/env';
import { startTestApp, type TestApp } from '../testing/test-app';
import { eventually } from '../testing/eventually';

const API = '/smb/cnc/api/v2';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that accepts every message without authentication and keeps it. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The text part of a raw message, quoted-printable soft breaks undone. */
function bodyOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/).slice(1).join('\n\n').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

describe('with SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    const config = readConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Portal <portal@example.test>' });
    t = await startTestApp({ mail: config.mail });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('the recovery e-mail reaches the SMTP server, from MAIL_FROM, with the code', async () => {
    const res = await t.request({ method: 'POST', url: `${API}/forgot-password`, body: { email: 'a@test' } });
    expect(res).toEqual({ status: 200, body: { sent: true, valid_minutes: 30 } });
    await eventually(async () => smtp.received[0], 'the recovery e-mail at the SMTP server');
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('portal@example.test');
    expect(mail!.to).toEqual(['a@test']);
    expect(mail!.raw).toMatch(/^Subject: Your password recovery code\r?$/m);
    const code = /recovery code is: (\d{8})/.exec(bodyOf(mail!.raw))![1]!;
    const reset = await t.request({ method: 'POST', url: `${API}/reset-password`, body: { email: 'a@test', code, password: 'Smtp!Works1' } });
    expect(reset).toEqual({ status: 200, body: { reset: true } });
  });

  it('an unknown e-mail sends nothing', async () => {
    const before = smtp.received.length;
    expect((await t.request({ method: 'POST', url: `${API}/forgot-password`, body: { email: 'ghost@test' } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('there is no development outbox', async () => {
    expect((await t.request({ url: '/dev/outbox' })).status).toBe(404);
  });
});

describe('when the SMTP server cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ mail: readConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }).mail });
  });
  afterAll(() => t?.close());

  it('forgot-password answers 424 "reset unavailable", the same for a known and an unknown e-mail, in the caller’s language', async () => {
    const known = await t.request({ method: 'POST', url: `${API}/forgot-password`, body: { email: 'a@test' } });
    const unknown = await t.request({ method: 'POST', url: `${API}/forgot-password`, body: { email: 'ghost@test' } });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(424);
    expect(known.body).toMatchObject({ code: 10082, message: 'Password reset is unavailable at the moment: we cannot send e-mail. Please try again later.' });
    const fr = await t.request({ method: 'POST', url: `${API}/forgot-password`, body: { email: 'a@test' }, headers: { 'accept-language': 'fr-CA' } });
    expect(fr.body.message).toBe('La réinitialisation du mot de passe n’est pas possible pour le moment : nous ne pouvons pas envoyer de courriel. Veuillez réessayer plus tard.');
  });
});

describe('the development outbox', () => {
  it('is on only without SMTP_URL and outside production', () => {
    expect(readConfig({}).mail.devOutbox).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).mail.devOutbox).toBe(false);
    expect(readConfig({ SMTP_URL: 'smtp://mail.example.test:587' }).mail.devOutbox).toBe(false);
    expect(() => readConfig({ SMTP_URL: 'mail.example.test' })).toThrow(/SMTP_URL/);
  });

  it('a production server without SMTP_URL still keeps messages in the outbox table, but does not list them', async () => {
    const t = await startTestApp({ mail: readConfig({ NODE_ENV: 'production' }).mail });
    try {
      expect((await t.request({ method: 'POST', url: `${API}/forgot-password`, body: { email: 'a@test' } })).status).toBe(200);
      expect((await t.request({ url: '/dev/outbox' })).status).toBe(404);
      const count = await eventually(async () => {
        const { n } = await t.app.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return Number(n) > 0 ? Number(n) : undefined;
      }, 'the recovery e-mail in the outbox table');
      expect(count).toBe(1);
    } finally {
      await t.close();
    }
  });
});
