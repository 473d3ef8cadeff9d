import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { isLocale, requestLocale } from '../i18n/locale';
import { inLanguages, mailLanguages } from '../mail/languages';
import { userFrenchFirst } from '../shell/french-first';
import { attemptSucceeded, claimAttempt } from '../session/login-throttle';
import { hashPassword } from '../session/passwords';
import { assertAcceptablePassword } from '../session/password-policy';
import { waitInWords } from '../session/throttle-policy';
import {
  forgotPasswordBodySchema, forgotPasswordReplySchema, resetPasswordBodySchema, resetPasswordReplySchema,
  type ForgotPasswordBody, type ResetPasswordBody,
} from '../../adapters/api';
import { newCode, normalizeCode, normalizeEmail, RECOVERY } from './code';
import { dropCode, spendCode, storeCode } from './store';
import { recoveryMessage } from './mail-text';

/**
 * The sign-in throttle's counters (growing waits, docs/server.md "Sessions and origin") under keys
 * of their own, so recovery and sign-in do not slow each other down.
 */
async function throttle(request: FastifyRequest, reply: FastifyReply, action: 'forgot' | 'reset', email: string): Promise<void> {
  const claim = await claimAttempt(request.server.db, `${action}:${email}`, `recovery:${request.ip}`);
  if (claim.allowed) return;
  reply.header('retry-after', String(claim.retryAfterSeconds));
  throw domainError('tooManyRecoveryAttempts', { values: waitInWords(claim.retryAfterSeconds), extra: { retry_after_seconds: claim.retryAfterSeconds } });
}

const routes: FastifyPluginAsync<{ dummyHash: string }> = async (app, { dummyHash }) => {
  /** Sends still running after their reply; waited for on close. */
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post<{ Body: ForgotPasswordBody }>(`${API}/forgot-password`, {
    // public: the person has no session (docs/security.md "Access")
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: 'Ask for a password recovery code by e-mail',
      description:
        'The same answer, in the same time, whether or not an account has the e-mail: the code is made and sent after the reply. 424 when no e-mail can be sent now; 429 with Retry-After while a wait runs.',
      body: forgotPasswordBodySchema,
      response: { 200: forgotPasswordReplySchema, ...errorResponses(400, 403, 424, 429) },
    },
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await throttle(request, reply, 'forgot', email);
      const user = await app.db.selectFrom('users').select(['id', 'email', 'first_name', 'locale']).where((eb) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
      // the one check both cases make before answering: can a message go out now?
      try {
        await app.mail.check();
      } catch (err) {
        request.log.error({ err }, 'mail transport unavailable: password recovery refused');
        throw domainError('resetUnavailable');
      }
      if (user) {
        const work = (async () => {
          const code = newCode();
          await storeCode(app.db, user.id, code);
          const locale = isLocale(user.locale) ? user.locale : requestLocale(request);
          try {
            const languages = mailLanguages(locale, await userFrenchFirst(app.db, user.id));
            await app.mail.send(inLanguages(languages, (l) => recoveryMessage(l, user.email, user.first_name, code)));
          } catch (err) {
            await dropCode(app.db, user.id);
            throw err;
          }
        })().catch((err: unknown) => request.log.error({ err }, 'password recovery e-mail not sent'));
        pending.add(work);
        void work.finally(() => pending.delete(work));
      }
      return { sent: true as const, valid_minutes: RECOVERY.validMinutes };
    },
  });

  app.post<{ Body: ResetPasswordBody }>(`${API}/reset-password`, {
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: 'Set a new password with the recovery code of the e-mail; ends every session of the account',
      description:
        'One answer (400 recoveryCodeInvalid) for a wrong, expired, used or exhausted code and for an unknown e-mail; after 5 wrong codes the code no longer works. A password that breaks a rule: 400 listing the rules, and the code is not spent.',
      body: resetPasswordBodySchema,
      response: { 200: resetPasswordReplySchema, ...errorResponses(400, 403, 429) },
    },
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      // before the throttle and the code: a refused password does not use up the code
      assertAcceptablePassword(request.body.password);
      await throttle(request, reply, 'reset', email);
      const user = await app.db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
      const passwordHash = await hashPassword(request.body.password);
      const check = await spendCode(app.db, user?.id, normalizeCode(request.body.code), dummyHash, async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user!.id).execute();
      });
      if (!check.ok) throw domainError('recoveryCodeInvalid');
      // whoever held a session with the old password holds none now (docs/requirements.md §7.9)
      await app.sessions.endAllFor(user!.id);
      await attemptSucceeded(app.db, `reset:${email}`, `recovery:${request.ip}`);
      request.log.info({ userId: user!.id }, 'password reset with a recovery code; every session ended');
      return { reset: true as const };
    },
  });
};

export default routes;
