/**
 * Registration over HTTP on the real app and database (docs/requirements.md §7.10): the code e-mail
 * goes to the outbox (no SMTP_URL), read back through GET /dev/outbox; the registration cookie is
 * kept per caller, as a browser keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../testing/test-app';
import { eventually } from '../testing/eventually';

const API = '/smb/cnc/api/v2';
const PASSWORD = 'Fresh!Start9';

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read field by field
  body: any;
  headers: Headers;
}

/** A browser: keeps the registration cookie between calls. */
function browser(locale = 'en-CA') {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const res = await fetch(`${t.url}${API}/${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'accept-language': locale, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = /^reg=;/.test(set) ? '' : set.split(';')[0]!;
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  return {
    call,
    cookie: () => cookie,
    start: (over: Record<string, string> = {}, path = 'registration') =>
      call('POST', path, { first_name: 'Nora', last_name: 'New', email: `new${++n}@test`, postal_code: 'k1a0b1', client: 'CANACCT', ...over }),
    verify: (code: string, path = 'otp-verify') => call('POST', path, { code }),
    resend: () => call('POST', 'otp-resend'),
    profile: (address_id = 'CA-0001') => call('POST', 'create-profile', { address_id }),
    password: (password = PASSWORD, path = 'create-password') => call('POST', path, { password }),
    state: () => call('GET', 'registration'),
  };
}

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  return (await t.request({ url: '/dev/outbox' })).body.messages;
}

/** The code of the `nth` newest message to `to` (the send follows the reply). */
async function codeFor(to: string, count = 1): Promise<string> {
  return eventually(async () => {
    const mine = (await outbox()).filter((m) => m.to === to);
    return mine.length >= count ? /\b(\d{6})\b/.exec(mine[0]!.text)![1]! : undefined;
  }, `registration e-mail to ${to}`);
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function counts(email: string) {
  const users = await t.app.db.selectFrom('users').select('id').where('login', '=', email).execute();
  const customers = await t.app.db.selectFrom('customers').select('customer_number').where('email', '=', email).execute();
  return { users: users.length, customers: customers.length };
}

describe('registration, one-time codes on (CANACCT)', () => {
  it('start → the e-mailed code → address → password creates the customer and its admin user; the person can sign in', async () => {
    const b = browser();
    const started = await b.start({ email: '  Nora.Full@Test ', postal_code: ' t2p 1j9 ' });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      next: 'otp-verify',
      valid_minutes: 10,
      registration: { step: 'otp-verify', first_name: 'Nora', last_name: 'New', email: 'nora.full@test', postal_code: 'T2P 1J9', client: 'CANACCT', quick_quote: false, address: null },
    });
    expect(started.headers.get('set-cookie')).toMatch(/^reg=[\w-]{40,}; .*HttpOnly; SameSite=Lax/);
    const code = await codeFor('nora.full@test');
    const mail = (await outbox()).find((m) => m.to === 'nora.full@test')!;
    expect(mail.subject).toBe('Your registration code');
    expect(mail.text).toContain(`Your registration code is: ${code}\n\nEnter it on the registration page within 10 minutes.`);

    expect((await b.verify(` ${code.slice(0, 3)} ${code.slice(3)} `)).body.next).toBe('create-profile');
    const profiled = await b.profile('CA-0001');
    expect(profiled.body.next).toBe('create-password');
    expect(profiled.body.registration.address).toMatchObject({ addressId: 'CA-0001', locality: 'Calgary', administrativeArea: 'AB' });
    const done = await b.password();
    expect(done).toMatchObject({ status: 200, body: { next: 'reset-success', registration: null } });
    expect((await b.state()).body).toEqual({ registration: null });

    const customer = await t.app.db.selectFrom('customers').selectAll().where('email', '=', 'nora.full@test').executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      client_code: 'CANACCT', status: 'p', legal_name: 'Nora New', country: 'Canada', state: 'AB', city: 'Calgary',
      address1: profiled.body.registration.address.street, postal_code: profiled.body.registration.address.postalCode,
      details: [{ attCode: 'firstName', attValue: 'Nora' }, { attCode: 'lastName', attValue: 'New' }],
    });
    expect(customer.customer_number).toMatch(/^R\d{6,}$/);
    const cookie = await t.login('nora.full@test', PASSWORD);
    const user = (await t.request({ url: `${API}/session`, cookie })).body.user;
    expect(user).toMatchObject({
      login: 'nora.full@test', user_type: 'ExternalCustomer', first_name: 'Nora', customer_number: customer.customer_number, client: 'CANACCT',
      roles: [{ role_code: 'ADMIN_CUSTOMER_USER', client_code: 'CANACCT', customer_number: customer.customer_number }],
      groups: ['ADMIN_CUSTOMER_USER'],
    });
  });

  it('two registrations get different customer numbers', async () => {
    const numbers: string[] = [];
    for (const email of ['twin1@test', 'twin2@test']) {
      const b = browser();
      await b.start({ email });
      await b.verify(await codeFor(email));
      await b.profile();
      await b.password();
      numbers.push((await t.app.db.selectFrom('customers').select('customer_number').where('email', '=', email).executeTakeFirstOrThrow()).customer_number);
    }
    expect(new Set(numbers).size).toBe(2);
  });

  it('an e-mail already registered gets the same answer as a new one at the start, and a code; user-exist only after the code', async () => {
    const known = await browser().start({ email: 'A@test' });
    const fresh = await browser().start({ email: 'never-seen@test' });
    const strip = (r: Reply) => ({ status: r.status, body: { ...r.body, registration: { ...r.body.registration, email: 'x' } } });
    expect(strip(known)).toEqual(strip(fresh));
    const b = browser();
    await new Promise((r) => setTimeout(r, 50));
    const again = await b.start({ email: 'b@test' });
    expect(again.body.next).toBe('otp-verify');
    const code = await codeFor('b@test');
    expect(await b.verify(code)).toMatchObject({ status: 200, body: { next: 'user-exist', registration: null } });
    expect((await b.state()).body.registration).toBeNull();
    expect(await counts('b@test')).toEqual({ users: 1, customers: 1 });
  });

  it('takes as long for a registered e-mail as for a new one at the start', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await browser().start({ email });
      return performance.now() - start;
    };
    await time('warm@test');
    const known: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(i % 2 ? 'a@test' : 'b@test'));
      fresh.push(await time(`timing${i}@test`));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[2]!;
    expect(Math.abs(median(known) - median(fresh))).toBeLessThan(40);
  });

  it('a staff e-mail: 410 REGISTRATION_NOT_ALLOWED after the right code, and nothing is created', async () => {
    const b = browser();
    await b.start({ email: 'csr@test' });
    const res = await b.verify(await codeFor('csr@test'));
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 10095, reason: 'REGISTRATION_NOT_ALLOWED' });
    expect(res.body.message).toMatch(/^Registration is not allowed/);
    expect((await b.state()).body.registration).toBeNull();
  });

  it('a wrong code is 400; the fifth wrong one ends the code, so the sixth try fails even with the right code', async () => {
    const b = browser();
    const email = `tries${++n}@test`;
    await b.start({ email });
    const code = await codeFor(email);
    for (let i = 0; i < 5; i++) {
      const res = await b.verify(wrong(code));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 10092, message: 'This code is not right. Check the code in the e-mail and try again.' });
    }
    const sixth = await b.verify(code);
    expect(sixth).toMatchObject({ status: 400, body: { code: 10093 } });
    expect(sixth.body.message).toMatch(/^This code no longer works/);
  });

  it('four wrong codes leave the right one working', async () => {
    const b = browser();
    const email = `four${++n}@test`;
    await b.start({ email });
    const code = await codeFor(email);
    for (let i = 0; i < 4; i++) await b.verify(wrong(code));
    expect((await b.verify(code)).body.next).toBe('create-profile');
  });

  it('a code works once: reused it is refused (the step is done)', async () => {
    const b = browser();
    const email = `once${++n}@test`;
    await b.start({ email });
    const code = await codeFor(email);
    expect((await b.verify(code)).status).toBe(200);
    const again = await b.verify(code);
    expect(again).toMatchObject({ status: 409, body: { code: 10091, step: 'create-profile' } });
    expect(again.body.message).toBe('This registration step is not the next one: continue at the create-profile step.');
  });

  it('an expired code is refused and a new one is needed', async () => {
    const b = browser();
    const email = `expired${++n}@test`;
    await b.start({ email });
    const code = await codeFor(email);
    await sql`update one_time_codes set expires_at = now() - interval '1 second'`.execute(t.app.db);
    expect((await b.verify(code)).body.code).toBe(10093);
  });

  it('resend: too soon is 429 with Retry-After; later a new code replaces the old one', async () => {
    const b = browser('fr-CA');
    const email = `resend${++n}@test`;
    await b.start({ email });
    const first = await codeFor(email);
    const soon = await b.resend();
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(soon.body).toMatchObject({ code: 10094 });
    expect(soon.body.message).toMatch(/^Un code vient d’être envoyé\. Veuillez attendre \d+ secondes/);
    await sql`update one_time_code_sends set sent_at = sent_at - interval '31 seconds' where address = ${email}`.execute(t.app.db);
    expect(await b.resend()).toMatchObject({ status: 200, body: { sent: true, valid_minutes: 10 } });
    const second = await codeFor(email, 2);
    const mail = (await outbox()).find((m) => m.to === email)!;
    expect(mail.subject).toBe('Votre code d’inscription');
    if (second !== first) expect((await b.verify(first)).body.code).toBe(10092);
    expect((await b.verify(second)).body.next).toBe('create-profile');
  });

  it('at most five codes an hour to one address, even across registrations', async () => {
    const email = `hourly${++n}@test`;
    for (let i = 0; i < 5; i++) {
      expect((await browser().start({ email })).status).toBe(200);
      await sql`update one_time_code_sends set sent_at = sent_at - interval '31 seconds' where address = ${email}`.execute(t.app.db);
    }
    const sixth = await browser().start({ email });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('steps out of order: without a registration 409; create-password before the code 409 naming the due step', async () => {
    const none = browser();
    for (const res of [await none.verify('123456'), await none.profile(), await none.password(), await none.resend()]) {
      expect(res).toMatchObject({ status: 409, body: { code: 10090 } });
      expect(res.body.message).toBe('No registration is in progress, or it has expired. Please start the registration again.');
    }
    const b = browser();
    await b.start();
    expect(await b.password()).toMatchObject({ status: 409, body: { code: 10091, step: 'otp-verify' } });
    expect(await b.profile()).toMatchObject({ status: 409, body: { step: 'otp-verify' } });
    expect(await counts(`new${n}@test`)).toEqual({ users: 0, customers: 0 });
  });

  it('an expired registration is gone', async () => {
    const b = browser();
    const email = `late${++n}@test`;
    await b.start({ email });
    await sql`update registrations set expires_at = now() - interval '1 second' where email = ${email}`.execute(t.app.db);
    expect((await b.verify(await codeFor(email))).body.code).toBe(10090);
    expect((await b.state()).body.registration).toBeNull();
  });

  it('bad input at the start: each a 400 naming the problem', async () => {
    const b = browser();
    const postal = await b.start({ postal_code: 'D1A 0B1' });
    expect(postal).toMatchObject({ status: 400, body: { code: 10096, message: 'The postal code "D1A 0B1" is not a Canadian postal code (for example K1A 0B1).' } });
    expect((await b.start({ client: 'NOPE' })).body).toMatchObject({ code: 10097, message: 'There is no program with the client code "NOPE".' });
    expect((await b.start({ first_name: 'x'.repeat(60), last_name: 'y'.repeat(60) })).body.code).toBe(10098);
    const email = await b.start({ email: 'not-an-email' });
    expect(email.status).toBe(400);
    expect(email.body.message).toMatch(/body\.email/);
    const missing = await b.call('POST', 'registration', { first_name: 'A' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/last_name/);
    const big = await b.start({ first_name: 'x'.repeat(500) });
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/first_name/);
  });

  it('create-profile refuses an address the lookup does not know', async () => {
    const b = browser();
    const email = `addr${++n}@test`;
    await b.start({ email });
    await b.verify(await codeFor(email));
    expect(await b.profile('CA-9999')).toMatchObject({ status: 400, body: { code: 10099 } });
    expect((await b.state()).body.registration.step).toBe('create-profile');
  });

  it('create-password refuses a password breaking each rule, naming it; nothing is created and the step stays', async () => {
    const b = browser();
    const email = `rules${++n}@test`;
    await b.start({ email });
    await b.verify(await codeFor(email));
    await b.profile();
    const cases: [string, string][] = [
      ['Sh0rt!a', 'length'], ['Has Space1!', 'noSpace'], ['Has-Hyphen1!', 'noHyphen'], ['NOLOWER1!', 'lower'],
      ['noupper1!', 'upper'], ['NoDigits!!', 'digit'], ['NoSpecial12', 'special'], ['Password1!', 'common'], [`Aa1!${'x'.repeat(130)}`, 'maxLength'],
    ];
    for (const [password, rule] of cases) {
      const res = await b.password(password);
      expect(res.status, password).toBe(400);
      expect(res.body.rules, password).toContain(rule);
    }
    expect(await counts(email)).toEqual({ users: 0, customers: 0 });
    expect((await b.state()).body.registration.step).toBe('create-password');
  });

  it('a failure inside create-password leaves no user and no customer', async () => {
    const b = browser();
    const email = `broken${++n}@test`;
    await b.start({ email });
    await b.verify(await codeFor(email));
    await b.profile();
    // the last write of the transaction fails
    await sql.raw(`create function fail_group() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$;
      create trigger fail_group before insert on user_groups for each row execute function fail_group();`).execute(t.app.db);
    try {
      expect((await b.password()).status).toBe(500);
    } finally {
      await sql.raw('drop trigger fail_group on user_groups; drop function fail_group();').execute(t.app.db);
    }
    expect(await counts(email)).toEqual({ users: 0, customers: 0 });
    expect((await b.password()).body.next).toBe('reset-success');
    expect(await counts(email)).toEqual({ users: 1, customers: 1 });
  });

  it('back to registration after the code keeps the proof: the same e-mail goes straight to create-profile with new details', async () => {
    const b = browser();
    const email = `back${++n}@test`;
    await b.start({ email });
    await b.verify(await codeFor(email));
    const again = await b.start({ email, first_name: 'Nina', postal_code: 'H3B 1A1' });
    expect(again.body).toMatchObject({ next: 'create-profile', registration: { first_name: 'Nina', postal_code: 'H3B 1A1' } });
    const other = await b.start({ email: `other${++n}@test` });
    expect(other.body.next).toBe('otp-verify');
  });

  it('the qq- start needs the caller’s quick quote (server/quick-quote/quick-quote.test.ts walks it): without one, 401', async () => {
    const res = await browser().start({}, 'qq-registration');
    expect([res.status, res.body.message]).toEqual([401, 'Your quick quote was not found or has expired. Please start a new quick quote.']);
  });
});

describe('registration, brand without codes or closed', () => {
  it('without codes (brand flag off): create-profile for a new e-mail, user-exist for a registered one at once', async () => {
    const { brandsOverride } = await import('../identity/testing/brand-override');
    await brandsOverride({ CANACCT: { registrationOneTimeCode: false } }, async () => {
      expect((await browser().start()).body.next).toBe('create-profile');
      expect((await browser().start({ email: 'a@test' })).body).toMatchObject({ next: 'user-exist' });
      expect((await browser().start({ email: 'csr@test' })).body).toMatchObject({ code: 10095, reason: 'REGISTRATION_NOT_ALLOWED' });
    });
  });

  it('a program closed to registration answers 410 REGISTRATION_NOT_ALLOWED at the start', async () => {
    const { brandsOverride } = await import('../identity/testing/brand-override');
    await brandsOverride({ CANACCT: { registrationOpen: false } }, async () => {
      const res = await browser('fr-CA').start();
      expect(res).toMatchObject({ status: 410, body: { reason: 'REGISTRATION_NOT_ALLOWED' } });
      expect(res.body.message).toMatch(/^L’inscription n’est pas permise/);
    });
  });
});

describe('address lookup', () => {
  const lookup = (text: string) => t.request({ url: `${API}/address-lookup?text=${encodeURIComponent(text)}` });

  it('suggests addresses for 4 or more characters, accent- and case-insensitive, at most 10', async () => {
    const res = await lookup('montreal');
    expect(res.status).toBe(200);
    expect(res.body.suggestions.length).toBe(10);
    expect(res.body.suggestions[0]).toMatchObject({ locality: 'Montréal', administrativeArea: 'QC', entries: 0 });
    expect(Object.keys(res.body.suggestions[0]).sort()).toEqual(['addressId', 'addressText', 'administrativeArea', 'entries', 'locality', 'postalCode', 'secondary', 'street']);
    const byPostal = await lookup(res.body.suggestions[0].postalCode.replace(' ', '').toLowerCase());
    expect(byPostal.body.suggestions.map((s: { addressId: string }) => s.addressId)).toContain(res.body.suggestions[0].addressId);
    expect((await lookup('zzzz nowhere')).body.suggestions).toEqual([]);
  });

  it('refuses text shorter than 4 or longer than 100 characters, naming it', async () => {
    for (const text of ['abc', 'x'.repeat(101)]) {
      const res = await lookup(text);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/querystring\.text/);
    }
    expect((await t.request({ url: `${API}/address-lookup` })).status).toBe(400);
  });
});
