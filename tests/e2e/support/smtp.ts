/** An SMTP server in the test process: the portal under test sends its e-mail here (SMTP_URL). */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** the text body, quoted-printable undone */
  text: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** the first run of `digits` digits in the newest message to `to` that arrives after `after` messages to it */
  codeFor(to: string, options?: { digits?: number; after?: number }): Promise<string>;
  close(): Promise<void>;
}

function bodyOf(raw: string): string {
  return raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: bodyOf(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async codeFor(to, { digits = 6, after = 0 } = {}) {
      for (let i = 0; i < 200; i++) {
        const mine = received.filter((m) => m.to.includes(to));
        const match = mine.length > after ? new RegExp(`\\b(\\d{${digits}})\\b`).exec(mine[mine.length - 1]!.text) : null;
        if (match) return match[1]!;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no e-mail with a code to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
