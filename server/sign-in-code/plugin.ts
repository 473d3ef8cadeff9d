import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { t } from '../../adapters/i18n/format';
import { domainError } from '../errors/domain-error';
import { isLocale, requestLocale } from '../i18n/locale';
import { inLanguages, mailLanguages } from '../mail/languages';
import { userFrenchFirst } from '../shell/french-first';
import { brandFlags } from '../identity/brand-flags';
import { normalizeCode } from '../one-time-code/digits';
import { ONE_TIME_CODE } from '../one-time-code/rules';
import { checkCode, claimSend, dropCode, issueCode } from '../one-time-code/store';
import { hashPassword } from '../session/passwords';
import type { SessionUser } from '../session/session-store';
import type { SignInHold } from '../session/sign-in-steps';

const PURPOSE = 'sign-in';

/**
 * The second factor at sign-in (docs/requirements.md §7.12): for a customer of a program whose brand
 * asks for it, the right password e-mails a one-time code and holds the sign-in; the same call with
 * the code lets it go on. Staff sign in through single sign-on and never come here with a password.
 */
const signInCode: FastifyPluginAsync = async (app) => {
  // a missing code is checked against this hash, so every refusal costs the same argon2 work
  const dummyHash = await hashPassword(randomBytes(6).toString('hex'));
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  function send(request: FastifyRequest, user: SessionUser): void {
    const key = { purpose: PURPOSE, subject: user.id };
    const locale = isLocale(user.locale) ? user.locale : requestLocale(request);
    const work = (async () => {
      const code = await issueCode(app.db, key);
      try {
        const languages = mailLanguages(locale, await userFrenchFirst(app.db, user.id));
        await app.mail.send(
          inLanguages(languages, (l) => ({
            to: user.email,
            subject: t(l, 'server.mail.signInCode.subject'),
            text: t(l, 'server.mail.signInCode.text', { name: user.first_name, code, minutes: ONE_TIME_CODE.validMinutes }),
          })),
        );
      } catch (err) {
        await dropCode(app.db, key);
        throw err;
      }
    })().catch((err: unknown) => request.log.error({ err }, 'sign-in code e-mail not sent'));
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  app.signInSteps.push(async (request, user, code): Promise<SignInHold | undefined> => {
    if (!user.client || !brandFlags(user.client).signInEmailCode) return undefined;
    if (code === undefined) {
      // within the resend throttle the code already sent stays the one to type
      if ((await claimSend(app.db, user.email)) === 0) send(request, user);
      return { code_required: true, valid_minutes: ONE_TIME_CODE.validMinutes };
    }
    const check = await checkCode(app.db, { purpose: PURPOSE, subject: user.id }, normalizeCode(code), dummyHash);
    if (check === 'wrong') throw domainError('oneTimeCodeInvalid');
    if (check === 'dead') throw domainError('oneTimeCodeSpent');
    return undefined;
  });
};

export default fp(signInCode, { name: 'sign-in-code', dependencies: ['db', 'session', 'mail'], fastify: '5.x' });
