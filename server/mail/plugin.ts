import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { MailTransport } from './message';
import { smtpTransport } from './smtp';
import { latestMessages, outboxTransport } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** sends the portal's e-mail: SMTP with SMTP_URL, else the outbox table (docs/server.md "Mail") */
    mail: MailTransport;
  }
}

/** How many messages the development outbox lists. */
const OUTBOX_LIMIT = 20;

const mail: FastifyPluginAsync = async (app) => {
  const { smtpUrl, from, devOutbox } = app.appConfig.mail;
  const transport = smtpUrl ? smtpTransport(smtpUrl, from) : outboxTransport(app.db, app.log, devOutbox);
  app.decorate('mail', transport);
  app.addHook('onClose', async () => transport.close());

  // the outbox holds recovery codes: only a development server without SMTP lists it, never
  // one started with NODE_ENV=production (docs/server.md "Mail", docs/security.md "Access")
  if (!devOutbox) return;
  app.get('/dev/outbox', {
    config: { public: true },
    schema: {
      tags: ['dev'],
      summary: 'Development only: the latest messages of the mail outbox, newest first',
      description: 'Registered only when SMTP_URL is unset and NODE_ENV is not production.',
      response: {
        200: {
          type: 'object',
          required: ['messages'],
          properties: {
            messages: {
              type: 'array',
              items: {
                type: 'object',
                required: ['to', 'subject', 'text', 'sent_at'],
                properties: { to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, sent_at: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    handler: async () => ({ messages: await latestMessages(app.db, OUTBOX_LIMIT) }),
  });
};

/** Outgoing e-mail for the other areas (`app.mail.send`). */
export default fp(mail, { name: 'mail', dependencies: ['db'], fastify: '5.x' });
