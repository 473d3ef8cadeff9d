/**
 * The quick quote over HTTP on the real app, the shipped silver wings layouts and rating plan
 * (docs/requirements.md §2.12): a visitor named only by the quick-quote cookie saves the quick-quote
 * steps, gets quotes and their finance plan, and registers; the quoted proposal becomes the new
 * customer's application exactly once.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import brands from '../../schemas/config/brandsConfig.json';
import { financePlan, financeTermsOf } from '../../adapters/finance';
import { startTestApp, type TestApp } from '../testing/test-app';
import { QUICK_QUOTES_PER_HOUR } from './store';
import { eventually } from '../testing/eventually';

const API = '/smb/cnc/api/v2';
const PROGRAMS = fileURLToPath(new URL('../../schemas/programs', import.meta.url));
const PASSWORD = 'Fresh!Start9';

const AIRCRAFT = {
  name: 'AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES',
  form_elements: {
    aircraft: [
      {
        registration: 'C-GABC', make_model: 'Cessna 172', model_year: 2005, type: 'aircraft', certified_passenger_seats: '3',
        qa_has_turbine_engine: 'n', qa_is_kit_constructed: 'n', qa_max_takeoff_weight_over_5000: 'n', qa_has_interested_party: 'n',
      },
    ],
  },
};
const COVERAGE = { name: 'AIRCRAFT_LEGAL_LIABILITY_COVERAGE', form_elements: { liability_limit: '2000000', passenger_liability_seats: '3' } };
const pilot = (email: string) => ({ name: 'GENERAL_INFORMATION', form_elements: { first_name: 'Amelia', last_name: 'Earhart', email_address: email } });

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await startTestApp({ programsDir: PROGRAMS });
});
afterAll(() => t?.close());

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read field by field
  body: any;
  headers: Headers;
}

/** A browser: keeps its cookies (quick quote, registration, session) between calls. */
function visitor(locale = 'en-CA', extra: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${t.url}${API}/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'accept-language': locale,
        client: 'CANSILVWING',
        ...(cookie ? { cookie } : {}),
        ...extra,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [k, v] = pair!.split('=') as [string, string];
      if (v) jar.set(k, v);
      else jar.delete(k);
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  let revision = 1;
  return {
    call,
    jar,
    start: (client = 'CANSILVWING') => call('POST', 'quick-quote', { client }),
    get: () => call('GET', 'quick-quote/proposal'),
    async save(state: { name: string; form_elements: unknown }, current = state.name) {
      const res = await call('PATCH', 'quick-quote/proposal', { current_progress_state: current, progress_states: [state] }, { revision: String(revision) });
      if (res.status === 200) revision = res.body.progress_states_revision;
      return res;
    },
    finance: (body: unknown) => call('POST', 'quick-quote/finance', body),
  };
}

/** A visitor whose quick quote is rated: every step before the premium saved. */
async function quoted(email = `pilot${++n}@example.com`, locale = 'en-CA') {
  const v = visitor(locale);
  expect((await v.start()).status).toBe(201);
  await v.save(AIRCRAFT);
  await v.save(COVERAGE);
  const rated = await v.save(pilot(email), 'QUICK_QUOTE_PREMIUM');
  expect([rated.status, rated.body.message]).toEqual([200, undefined]);
  return { v, email, quotes: rated.body.quotes as { id: string; quote: { id: string; payment_options: unknown[] } }[] };
}

async function codeFor(to: string): Promise<string> {
  return eventually(async () => {
    const mine = ((await t.request({ url: '/dev/outbox' })).body.messages as { to: string; text: string }[]).filter((m) => m.to === to);
    return mine.length ? /\b(\d{6})\b/.exec(mine[0]!.text)![1]! : undefined;
  }, `e-mail to ${to}`);
}

describe('quick quote: the visitor’s steps, quotes and finance', () => {
  it('starts with a cookie, saves the steps as a normal save would, and is rated once every step before the premium is saved', async () => {
    const v = visitor();
    const started = await v.start();
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ client: 'CANSILVWING', progress_states: [], quotes: [], progress_states_revision: 1 });
    const set = started.headers.get('set-cookie')!;
    expect(set).toMatch(/^qq=[A-Za-z0-9_-]{43};/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    // asking again with the cookie answers the same quick quote
    const again = await v.start();
    expect([again.status, again.body.id]).toEqual([200, started.body.id]);

    const aircraft = await v.save(AIRCRAFT, 'AIRCRAFT_LEGAL_LIABILITY_COVERAGE');
    expect([aircraft.status, aircraft.body.quotes]).toEqual([200, []]);
    await v.save(COVERAGE);
    const rated = await v.save(pilot('amelia@example.com'), 'QUICK_QUOTE_PREMIUM');
    expect(rated.status).toBe(200);
    expect(rated.body.quotes.length).toBeGreaterThan(0);
    expect((await v.get()).body.progress_states.map((s: { name: string }) => s.name)).toEqual([AIRCRAFT.name, COVERAGE.name, 'GENERAL_INFORMATION']);
  });

  it('finance: the plan of the server’s own quote, whatever amounts the browser sends', async () => {
    const { v, quotes } = await quoted();
    const quote = quotes[0]!;
    const forged = { ...quote.quote, payment_options: [{ payments: [{ gross_amount: 1, taxes: [{ amount: 0 }] }] }] };
    const monthly = await v.finance({ quote: forged, option: 'MONTHLY' });
    const expected = financePlan(quote.quote as never, financeTermsOf(brands as never)!, 'MONTHLY')!;
    expect(monthly.status).toBe(200);
    expect(monthly.body).toEqual({ available: true, ...expected });
    expect(monthly.body.installment_amount).toBeGreaterThan(0);
    const yearly = await v.finance({ quote: { id: quote.id }, option: 'YEARLY' });
    expect(yearly.body).toEqual({ available: true, ...financePlan(quote.quote as never, financeTermsOf(brands as never)!, 'YEARLY') });
  });

  it('finance without a payment to finance: the brand’s quote-unavailable message, in the caller’s language', async () => {
    const { v, quotes } = await quoted(undefined, 'fr-CA');
    const row = await t.app.db.selectFrom('quick_quotes').select(['id', 'quotes']).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    const unpriced = row.quotes.map((q) => ({ ...q, quote: { ...q.quote, payment_options: [] } }));
    await t.app.db.updateTable('quick_quotes').set({ quotes: JSON.stringify(unpriced) }).where('id', '=', row.id).execute();
    const res = await v.finance({ quote: { id: quotes[0]!.id } });
    expect(res.body).toEqual({ available: false, message: brands.quoteUnavailableMessage['fr-CA'] });
  });

  it('refuses a visitor without a live quick quote, another visitor’s quote id and another program, in the caller’s language', async () => {
    const none = visitor('fr-CA');
    const missing = await none.get();
    expect([missing.status, missing.body.message]).toEqual([401, 'Votre soumission rapide est introuvable ou a expiré. Veuillez commencer une nouvelle soumission rapide.']);
    const forged = visitor('en-CA', { cookie: 'qq=not-a-quick-quote' });
    expect((await forged.get()).status).toBe(401);
    expect((await forged.finance({ quote: { id: 'x' } })).status).toBe(401);

    const { v, quotes } = await quoted();
    const other = visitor();
    await other.start();
    // the other visitor's cookie reaches only their own quick quote: a quote id of someone else's is not theirs
    const foreign = await other.finance({ quote: { id: quotes[0]!.id } });
    expect([foreign.status, foreign.body.message]).toEqual([400, 'The field quote.id does not name a quote of your quick quote.']);
    const wrongProgram = await v.call('GET', 'quick-quote/proposal', undefined, { client: 'CANACCT' });
    expect([wrongProgram.status, wrongProgram.body.message]).toEqual([403, 'This quick quote belongs to another program.']);
  });

  it('a signed-in applicant of another program reaches no quick quote with their session', async () => {
    const session = await t.login('a@test');
    const applicant = visitor('en-CA', { cookie: session });
    expect((await applicant.get()).status).toBe(401);
    const patch = await applicant.call('PATCH', 'quick-quote/proposal', { current_progress_state: COVERAGE.name, progress_states: [COVERAGE] }, { revision: '1' });
    expect(patch.status).toBe(401);
  });

  it('bad input: 4xx naming the problem, never a 500', async () => {
    const v = visitor();
    expect((await v.start('CANACCT')).body.message).toBe('Quick quotes are not offered for this program.');
    const noClient = await v.call('POST', 'quick-quote', {});
    expect([noClient.status, noClient.body.message]).toEqual([400, expect.stringMatching(/client/)]);
    await v.start();
    const invalid = await v.save({ name: AIRCRAFT.name, form_elements: { aircraft: [{ ...AIRCRAFT.form_elements.aircraft[0], registration: 'N12345' }] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.messageList.map((m: { field: string }) => m.field)).toEqual(['aircraft.0.registration']);
    const unknown = await v.save({ name: 'ELIGIBILITY', form_elements: {} });
    expect([unknown.status, unknown.body.message]).toEqual([400, expect.stringMatching(/ELIGIBILITY/)]);
    const huge = await v.save({ name: COVERAGE.name, form_elements: { liability_limit: '2000000', passenger_liability_seats: '3', note: 'x'.repeat(70_000) } });
    expect([huge.status, huge.body.message]).toEqual([400, expect.stringMatching(/AIRCRAFT_LEGAL_LIABILITY_COVERAGE/)]);
    const malformed = await v.call('PATCH', 'quick-quote/proposal', '{"current_progress_state":', { revision: '1' });
    expect(malformed.status).toBe(400);
    const noRevision = await v.call('PATCH', 'quick-quote/proposal', { current_progress_state: COVERAGE.name, progress_states: [] });
    expect(noRevision.status).toBe(400);
    const stale = await v.call('PATCH', 'quick-quote/proposal', { current_progress_state: COVERAGE.name, progress_states: [] }, { revision: '99' });
    expect([stale.status, stale.body.current_revision]).toEqual([409, 1]);
    const badFinance = await v.finance({ quote: {} });
    expect([badFinance.status, badFinance.body.message]).toEqual([400, expect.stringMatching(/id/)]);
  });
});

describe('quick quote → registration → the customer’s application', () => {
  it('registration keeps the pilot’s name and e-mail; the quoted answers become the new customer’s application, once', async () => {
    const { v, email } = await quoted();
    // the body's name and e-mail are not the quick quote's: the quick quote's are kept
    const started = await v.call('POST', 'qq-registration', { first_name: 'Someone', last_name: 'Else', email: 'else@test', postal_code: 'K1A 0B1', client: 'CANSILVWING' });
    expect([started.status, started.body.next, started.body.registration]).toEqual([200, 'otp-verify', expect.objectContaining({ first_name: 'Amelia', last_name: 'Earhart', email, quick_quote: true })]);
    const verified = await v.call('POST', 'qq-otp-verify', { code: await codeFor(email) });
    expect([verified.status, verified.body.next]).toEqual([200, 'create-password']);

    // a double submit: one customer, one application
    const [a, b] = await Promise.all([v.call('POST', 'qq-create-password', { password: PASSWORD }), v.call('POST', 'qq-create-password', { password: PASSWORD })]);
    expect([a.status, b.status].filter((s) => s === 200)).toEqual([200]);
    const users = await t.app.db.selectFrom('users').select('id').where('login', '=', email).execute();
    expect(users).toHaveLength(1);
    const proposals = await t.app.db.selectFrom('proposals').innerJoin('customers', 'customers.customer_number', 'proposals.customer_number').select(['proposals.id', 'proposals.status']).where('customers.email', '=', email).execute();
    expect(proposals).toEqual([{ id: expect.any(String), status: 'IN_PROGRESS' }]);

    // the quick quote is no longer reachable as a quick quote
    expect((await v.get()).status).toBe(401);

    // signed in, the applicant continues the same application, with the quick quote's answers
    const session = await t.login(email, PASSWORD);
    const own = await t.request({ url: `${API}/proposals`, cookie: session });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(proposals[0]!.id);
    const states = Object.fromEntries(own.body.progress_states.map((s: { name: string; form_elements: unknown; completed: boolean }) => [s.name, s]));
    expect(Object.keys(states)).toEqual([AIRCRAFT.name, COVERAGE.name, 'GENERAL_INFORMATION']);
    expect(states[COVERAGE.name]).toMatchObject({ completed: false, form_elements: COVERAGE.form_elements });
    expect(states.GENERAL_INFORMATION.form_elements).toMatchObject({ first_name: 'Amelia', last_name: 'Earhart', email_address: email });
  });

  it('a quick quote not yet rated cannot register (409), and registering from a quick quote needs one (401)', async () => {
    const v = visitor();
    await v.start();
    await v.save(AIRCRAFT);
    const early = await v.call('POST', 'qq-registration', { first_name: 'A', last_name: 'B', email: 'early@test', postal_code: 'K1A 0B1', client: 'CANSILVWING' });
    expect([early.status, early.body.message]).toEqual([409, 'Please finish your quick quote before you create your account.']);
    const none = await visitor().call('POST', 'qq-registration', { first_name: 'A', last_name: 'B', email: 'none@test', postal_code: 'K1A 0B1', client: 'CANSILVWING' });
    expect(none.status).toBe(401);
  });
});

describe('quick quote: creation is capped per address', () => {
  it(`at most ${QUICK_QUOTES_PER_HOUR} starts an hour from one address: then 429 with Retry-After`, async () => {
    let refused: Reply | undefined;
    for (let i = 0; i <= QUICK_QUOTES_PER_HOUR && !refused; i++) {
      const res = await visitor().start();
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(201);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused!.body.message).toMatch(/^Too many quick quotes/);
  });
});
