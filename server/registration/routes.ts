import { sql } from 'kysely';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  createPasswordBodySchema, createProfileBodySchema, otpResendReplySchema, otpVerifyBodySchema, registrationReplySchema,
  registrationStartBodySchema, registrationStateReplySchema,
  type CreatePasswordBody, type CreateProfileBody, type OtpVerifyBody, type RegistrationReply, type RegistrationStartBody,
} from '../../adapters/api';
import { isCanadianPostalCode, MAX_FULL_NAME_LENGTH, fullName, normalizePostalCode, type RegistrationStep } from '../../adapters/identity/registration';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { requestLocale } from '../i18n/locale';
import { brandFlags, isKnownClient } from '../identity/brand-flags';
import { insertIdentity } from '../identity/store';
import { normalizeCode, normalizeEmail } from '../one-time-code/digits';
import { ONE_TIME_CODE } from '../one-time-code/rules';
import { checkCode, claimSend, dropCode, issueCode } from '../one-time-code/store';
import { assertAcceptablePassword } from '../session/password-policy';
import { hashPassword } from '../session/passwords';
import { existingAccount } from './account-check';
import { clearQuickQuoteCookie } from '../quick-quote/cookie';
import { clearRegistrationCookie, readRegistrationToken, setRegistrationCookie } from './cookie';
import { registrationCodeMessage } from './mail-text';
import { inLanguages, mailLanguages } from '../mail/languages';
import { registrantFrenchFirst } from '../shell/french-first';
import { newIdentity } from './new-customer';
import { createRegistration, dropRegistration, findRegistration, updateRegistration, viewOf, type Registration } from './store';

const PURPOSE = 'registration';

/** The spec's restriction code, in the 410 reply (docs/requirements.md §7.10). */
const NOT_ALLOWED = { extra: { reason: 'REGISTRATION_NOT_ALLOWED' } };

/** The live registration of the request, at one of the `steps`, or a 409 naming what is wrong. */
async function registrationAt(request: FastifyRequest, ...steps: RegistrationStep[]): Promise<Registration> {
  const r = await findRegistration(request.server.db, readRegistrationToken(request));
  if (!r) throw domainError('registrationMissing');
  if (!steps.includes(r.step)) throw domainError('registrationOutOfOrder', { values: { step: r.step }, extra: { step: r.step } });
  return r;
}

/** Claims a send under the throttle (429 with Retry-After otherwise). */
async function claimOrWait(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
  const wait = await claimSend(request.server.db, email);
  if (wait === 0) return;
  reply.header('retry-after', String(wait));
  throw domainError('oneTimeCodeWait', { values: { count: wait }, extra: { retry_after_seconds: wait } });
}

const routes: FastifyPluginAsync<{ dummyHash: string }> = async (app, { dummyHash }) => {
  /** Sends still running after their reply; waited for on close. */
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  /** Makes, stores and e-mails a code after the reply: whatever the e-mail is, the reply comes as fast. */
  function sendCode(request: FastifyRequest, r: Pick<Registration, 'id_hash' | 'email' | 'first_name' | 'locale' | 'client_code' | 'postal_code'> & { address?: Registration['address'] }): void {
    const key = { purpose: PURPOSE, subject: r.id_hash };
    const work = (async () => {
      const code = await issueCode(app.db, key);
      try {
        // a registrant in Quebec gets it in French first (docs/requirements.md §9.5)
        const languages = mailLanguages(r.locale === 'fr-CA' ? 'fr-CA' : 'en-CA', registrantFrenchFirst(r.client_code, r.address, r.postal_code));
        await app.mail.send(inLanguages(languages, (locale) => registrationCodeMessage(locale, r.email, r.first_name, code)));
      } catch (err) {
        await dropCode(app.db, key);
        throw err;
      }
    })().catch((err: unknown) => request.log.error({ err }, 'registration code e-mail not sent'));
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  async function start(request: FastifyRequest<{ Body: RegistrationStartBody }>, reply: FastifyReply, quickQuote: boolean): Promise<RegistrationReply> {
    // from a quick quote: the pilot's name and e-mail of the quick quote, whatever the body says (docs/requirements.md §2.12)
    const quoted = quickQuote ? await app.quickQuotes.current(request) : undefined;
    const pilot = quoted ? app.quickQuotes.pilotOf(quoted) : undefined;
    const body = { ...request.body, ...(quoted ? { client: quoted.client } : {}) };
    const email = normalizeEmail(pilot?.email ?? body.email);
    const postal = normalizePostalCode(body.postal_code);
    if (!isCanadianPostalCode(postal)) throw domainError('postalCodeInvalid', { values: { value: body.postal_code } });
    const first = (pilot?.first_name ?? body.first_name).trim();
    const last = (pilot?.last_name ?? body.last_name).trim();
    if (fullName(first, last).length > MAX_FULL_NAME_LENGTH) throw domainError('nameTooLong', { values: { max: MAX_FULL_NAME_LENGTH } });
    if (!isKnownClient(body.client)) throw domainError('unknownProgram', { values: { client: body.client } });
    const flags = brandFlags(body.client);
    if (!flags.registrationOpen) throw domainError('registrationNotAllowed', NOT_ALLOWED);

    // back from create-profile with the same e-mail: the mailbox is proven already, only the details change
    const live = await findRegistration(app.db, readRegistrationToken(request));
    if (!quoted && live && live.email === email && live.client_code === body.client && (live.step === 'create-profile' || live.step === 'create-password')) {
      await updateRegistration(app.db, live.id_hash, { first_name: first, last_name: last, postal_code: postal, step: 'create-profile' });
      const now = { ...live, first_name: first, last_name: last, postal_code: postal, step: 'create-profile' as const };
      return { next: 'create-profile', registration: viewOf(now) };
    }

    let step: RegistrationStep;
    if (flags.registrationOneTimeCode) {
      // no look-up of the e-mail here: a registered e-mail gets the same answer as a new one (docs/security.md)
      await claimOrWait(request, reply, email);
      step = 'otp-verify';
    } else {
      // without codes the brand accepts that this answer tells whether the e-mail has an account (docs/security.md)
      const existing = await existingAccount(app.db, email);
      if (existing === 'refused') throw domainError('registrationNotAllowed', NOT_ALLOWED);
      step = existing === 'customer' ? 'user-exist' : 'create-profile';
    }
    if (live) await dropRegistration(app.db, live.id_hash);
    const fresh = { client_code: body.client, quick_quote: quickQuote, first_name: first, last_name: last, email, postal_code: postal, locale: requestLocale(request), step };
    const created = await createRegistration(app.db, fresh);
    if (quoted) await app.quickQuotes.linkRegistration(quoted, created.idHash);
    setRegistrationCookie(request, reply, created.token, created.expires);
    if (step === 'otp-verify') sendCode(request, { ...fresh, id_hash: created.idHash });
    return {
      next: step,
      registration: viewOf({ ...fresh, id_hash: created.idHash, address: null }),
      ...(step === 'otp-verify' ? { valid_minutes: ONE_TIME_CODE.validMinutes } : {}),
    };
  }

  async function verify(request: FastifyRequest<{ Body: OtpVerifyBody }>, reply: FastifyReply): Promise<RegistrationReply> {
    const r = await registrationAt(request, 'otp-verify');
    const check = await checkCode(app.db, { purpose: PURPOSE, subject: r.id_hash }, normalizeCode(request.body.code), dummyHash);
    if (check === 'wrong') throw domainError('oneTimeCodeInvalid');
    if (check === 'dead') throw domainError('oneTimeCodeSpent');
    // the mailbox is proven: now the person may learn what the e-mail already is
    const existing = await existingAccount(app.db, r.email);
    if (existing !== 'none') {
      await dropRegistration(app.db, r.id_hash);
      clearRegistrationCookie(request, reply);
      if (existing === 'refused') throw domainError('registrationNotAllowed', NOT_ALLOWED);
      return { next: 'user-exist', registration: null };
    }
    // from a quick quote the address is not asked: the account is made from the quote's pilot (docs/requirements.md §2.12)
    const next = r.quick_quote ? 'create-password' : 'create-profile';
    await updateRegistration(app.db, r.id_hash, { step: next });
    return { next, registration: viewOf({ ...r, step: next }) };
  }

  async function createPassword(request: FastifyRequest<{ Body: CreatePasswordBody }>, reply: FastifyReply): Promise<RegistrationReply> {
    const r = await registrationAt(request, 'create-password');
    assertAcceptablePassword(request.body.password);
    const passwordHash = await hashPassword(request.body.password);
    const flags = brandFlags(r.client_code);
    // the customer, the user, their role and group, and the end of the registration: all or nothing
    const created = await app.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: string }>`select nextval('customer_numbers')::text as n`.execute(trx);
      const customerNumber = `R${rows[0]!.n}`;
      const id = await insertIdentity(trx, newIdentity(r, customerNumber, flags.customerStatus, passwordHash));
      if (!id) return id;
      // the quoted proposal becomes the new customer's application, in the same all-or-nothing
      if (r.quick_quote) await app.quickQuotes.handOff(trx, r.id_hash, { customerNumber, login: r.email });
      await trx.deleteFrom('registrations').where('id_hash', '=', r.id_hash).execute();
      return id;
    });
    // someone registered the e-mail meanwhile: nothing was written
    if (!created) throw domainError('registrationNotAllowed', NOT_ALLOWED);
    clearRegistrationCookie(request, reply);
    if (r.quick_quote) clearQuickQuoteCookie(request, reply);
    request.log.info({ userId: created }, 'registration finished: customer and user created');
    return { next: 'reset-success', registration: null };
  }

  const stepReplies = { 200: registrationReplySchema, ...errorResponses(400, 403, 409, 410, 429) };

  for (const [path, quickQuote] of [['registration', false], ['qq-registration', true]] as const) {
    app.post<{ Body: RegistrationStartBody }>(`${API}/${path}`, {
      // public, as every registration step: the person has no account yet (docs/security.md "Access")
      config: { public: true },
      schema: {
        tags: ['registration'],
        summary: quickQuote ? 'Start a registration from a quick quote' : 'Start a registration; sets the registration cookie',
        description:
          'Answers the next page. With one-time codes on for the program: always otp-verify, for a new and a registered e-mail alike, and a code is e-mailed after the reply (429 with Retry-After while the resend throttle runs). Without: user-exist, create-profile, or 410 (reason REGISTRATION_NOT_ALLOWED).',
        body: registrationStartBodySchema,
        response: stepReplies,
      },
      handler: (request, reply) => start(request, reply, quickQuote),
    });
  }

  app.get(`${API}/registration`, {
    config: { public: true },
    schema: { tags: ['registration'], summary: 'The live registration of the cookie, or null', response: { 200: registrationStateReplySchema } },
    handler: async (request) => {
      const r = await findRegistration(app.db, readRegistrationToken(request));
      return { registration: r ? viewOf(r) : null };
    },
  });

  for (const path of ['otp-verify', 'qq-otp-verify']) {
    app.post<{ Body: OtpVerifyBody }>(`${API}/${path}`, {
      config: { public: true },
      schema: {
        tags: ['registration'],
        summary: 'Check the e-mailed registration code',
        description:
          '400 for a wrong code (the fifth wrong one ends the code), another 400 when no code is live (used, expired, out of tries: ask for a new one); on success create-profile, user-exist when the e-mail has a customer account, or 410 (reason REGISTRATION_NOT_ALLOWED) when it belongs to an account that cannot register.',
        body: otpVerifyBodySchema,
        response: stepReplies,
      },
      handler: verify,
    });
  }

  app.post(`${API}/otp-resend`, {
    config: { public: true },
    schema: {
      tags: ['registration'],
      summary: 'E-mail a new registration code (the earlier one stops working)',
      description: 'At most one code every 30 seconds and five an hour per e-mail address: 429 with Retry-After otherwise.',
      response: { 200: otpResendReplySchema, ...errorResponses(403, 409, 429) },
    },
    handler: async (request, reply) => {
      const r = await registrationAt(request, 'otp-verify');
      await claimOrWait(request, reply, r.email);
      sendCode(request, r);
      return { sent: true as const, valid_minutes: ONE_TIME_CODE.validMinutes };
    },
  });

  app.post<{ Body: CreateProfileBody }>(`${API}/create-profile`, {
    config: { public: true },
    schema: {
      tags: ['registration'],
      summary: 'Choose the business address (an addressId of the address lookup)',
      body: createProfileBodySchema,
      response: stepReplies,
    },
    handler: async (request) => {
      const r = await registrationAt(request, 'create-profile', 'create-password');
      const address = await app.addressLookup.byId(request.body.address_id);
      if (!address) throw domainError('addressNotFound');
      await updateRegistration(app.db, r.id_hash, { address, step: 'create-password' });
      return { next: 'create-password' as const, registration: viewOf({ ...r, address, step: 'create-password' }) };
    },
  });

  for (const path of ['create-password', 'qq-create-password']) {
    app.post<{ Body: CreatePasswordBody }>(`${API}/${path}`, {
      config: { public: true },
      schema: {
        tags: ['registration'],
        summary: 'Set the password: creates the customer and the user in one transaction and ends the registration',
        description: '400 naming the broken password rules; 410 (reason REGISTRATION_NOT_ALLOWED) when the e-mail was registered meanwhile.',
        body: createPasswordBodySchema,
        response: stepReplies,
      },
      handler: createPassword,
    });
  }
};

export default routes;
