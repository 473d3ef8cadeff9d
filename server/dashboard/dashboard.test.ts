/**
 * The dashboard routes over real HTTP, on PGlite (or the PostgreSQL of DATABASE_URL), against the
 * real programs and the server's calendar pinned to one day: the cards each customer sees, adding
 * a policy (refused while one is in progress or at the maximum, once under simultaneous requests),
 * working as another of one's customers, and who is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinServerToday } from '../clock/today';
import { seedAccounts } from '../demo/seed';
import { Harness, PROGRAMS } from '../policies/test-harness';
import { TEST_PASSWORD, startTestApp } from '../testing/test-app';
import { seedAviationApplication, type SeededPolicy } from './testing';

const TODAY = '2026-06-15';
let h: Harness;
let next = 0;

/** A new aviation applicant holding a customer of each of `clients`, first one first. */
async function aviator(...clients: string[]) {
  const numbers = clients.map(() => `D${process.pid}${String(++next).padStart(4, '0')}`);
  const login = `${numbers[0]!.toLowerCase()}@test`;
  await seedAccounts(h.t.app.db, [{
    login, kind: 'applicant', first_name: 'Amelia', last_name: 'Pilot', customer_number: numbers[0]!, client: clients[0]!, locale: 'en-CA',
    more_customers: clients.slice(1).map((client, i) => ({ customer_number: numbers[i + 1]!, client })),
  }], TEST_PASSWORD);
  return { login, numbers };
}

const seed = (customer: string, client: string, status: Parameters<typeof seedAviationApplication>[3], policy?: SeededPolicy) =>
  seedAviationApplication(h.t.app, customer, client, status, policy);
const paid = (effective: string, expiry: string, statusCode: SeededPolicy['statusCode'] = 'ISSUED'): SeededPolicy => ({ effective, expiry, statusCode });
const dashboard = (who: string, locale = 'en-CA') => h.call(who, 'GET', '/dashboard', undefined, { 'accept-language': locale });
const add = (who: string, body: unknown, locale = 'en-CA') => h.call(who, 'POST', '/dashboard/policies', body, { 'accept-language': locale });
type Card = { id: string; status: string; coverage_type: string; policy_number: string | null; effective_date: string | null; expiration_date: string | null; named_insured: string | null; renewal_closes: string | null };
const cardsOf = async (who: string) => ((await dashboard(who)).body as { cards: Card[] }).cards;

beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
  // after the start, which pins the calendar from its own configuration
  pinServerToday(TODAY);
});
afterAll(async () => {
  pinServerToday(undefined);
  await h?.t.close();
});

describe('GET /dashboard', () => {
  it('greets by first name and shows the customer’s cards across both programs, ordered by status, with the server’s today', async () => {
    const { login, numbers: [gold, silver] } = await aviator('CANGLDWNG', 'CANSILVWING');
    const renewable = await seed(gold!, 'CANGLDWNG', 'POLICY_ISSUED', paid('2025-07-01', '2026-07-01'));
    const unpaid = await seed(silver!, 'CANSILVWING', 'POLICY_ISSUED_PENDING_PAYMENT', paid('2026-07-01', '2027-07-01', null));
    const reply = await dashboard(login);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ today: TODAY, first_name: 'Amelia' });
    expect(((reply.body as { cards: Card[] }).cards).map((c) => [c.id, c.coverage_type, c.status, c.policy_number, c.effective_date, c.expiration_date, c.named_insured, c.renewal_closes])).toEqual([
      [unpaid.policy!.id, 'silverwings', 'pe', unpaid.policy!.number, '2026-07-01', '2027-07-01', 'Amelia Pilot', null],
      // inside the window (60 days before to 30 days after the expiry): renewable until 31/07/2026
      [renewable.policy!.id, 'goldwings', 'r', renewable.policy!.number, '2025-07-01', '2026-07-01', 'Amelia Pilot', '2026-07-31'],
    ]);
  });

  it('an application without a policy is in progress; a paid policy is active from its start, pending before; renewed and void ones and old expired ones are not shown', async () => {
    const { login, numbers: [gold, silver] } = await aviator('CANGLDWNG', 'CANSILVWING');
    await seed(gold!, 'CANGLDWNG', 'POLICY_ISSUED', paid('2024-05-01', '2025-05-01'));
    await seed(gold!, 'CANGLDWNG', 'POLICY_ISSUED', paid('2025-05-01', '2026-05-01', 'RWL'));
    await seed(gold!, 'CANGLDWNG', 'POLICY_ISSUED', paid('2025-06-01', '2026-06-01', 'VOID'));
    const active = await seed(gold!, 'CANGLDWNG', 'POLICY_ISSUED', paid('2026-01-01', '2027-01-01'));
    const expired = await seed(silver!, 'CANSILVWING', 'POLICY_ISSUED', paid('2024-12-01', '2025-12-01'));
    const pending = await seed(silver!, 'CANSILVWING', 'POLICY_ISSUED', paid('2026-07-01', '2027-07-01'));
    expect((await cardsOf(login)).map((c) => [c.id, c.status])).toEqual([[active.policy!.id, 'a'], [pending.policy!.id, 'p'], [expired.policy!.id, 'ex']]);

    const { login: starter, numbers: [own] } = await aviator('CANGLDWNG');
    const started = await seed(own!, 'CANGLDWNG', 'QUOTED');
    expect((await cardsOf(starter)).map((c) => [c.id, c.status, c.policy_number, c.effective_date])).toEqual([[started.id, 'i', null, null]]);
  });

  it('shows only the caller’s own cards', async () => {
    const a = await aviator('CANGLDWNG');
    const b = await aviator('CANGLDWNG');
    await seed(a.numbers[0]!, 'CANGLDWNG', 'IN_PROGRESS');
    expect(await cardsOf(b.login)).toEqual([]);
  });

  it('403 for an applicant of a program without a dashboard, a CSR and a sponsor; 401 signed out', async () => {
    const acct = await h.applicant('CANACCT');
    const refused = await dashboard(acct.login, 'fr-CA');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Le tableau de bord montre seulement les polices de vos propres numéros de client en aviation.');
    expect((await dashboard('csr@test')).status).toBe(403);
    expect((await dashboard('sponsor@test')).status).toBe(403);
    expect((await h.t.request({ method: 'GET', url: '/smb/cnc/api/v2/dashboard' })).status).toBe(401);
  });
});

describe('POST /dashboard/policies', () => {
  it('refused while an application of that type is in progress; another type makes a new customer of its program, once', async () => {
    const { login, numbers: [gold] } = await aviator('CANGLDWNG');
    await seed(gold!, 'CANGLDWNG', 'IN_PROGRESS');
    const active = await add(login, { coverage_type: 'goldwings' });
    expect(active.status).toBe(409);
    expect(active.body).toMatchObject({ code: 10160, message: 'You already have an application in progress for this coverage. Continue it from its card before you add another.' });

    const made = await add(login, { coverage_type: 'silverwings' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ client: 'CANSILVWING', coverage_type: 'silverwings' });
    const number = (made.body as { customer_number: string }).customer_number;
    const customer = await h.t.app.db.selectFrom('customers').select(['client_code', 'legal_name']).where('customer_number', '=', number).executeTakeFirstOrThrow();
    expect(customer).toEqual({ client_code: 'CANSILVWING', legal_name: 'Amelia Pilot' });
    // one customer per program: asking again is the max-policy answer, nothing more is made
    expect((await add(login, { coverage_type: 'silverwings' })).body).toMatchObject({ code: 10161 });
    expect(await rolesOf(login)).toEqual(['CANGLDWNG', 'CANSILVWING']);
  });

  it('refused at the configured maximum of policies not expired, in the caller’s language', async () => {
    const { login, numbers: [gold] } = await aviator('CANGLDWNG');
    await seed(gold!, 'CANGLDWNG', 'POLICY_ISSUED', paid('2026-01-01', '2027-01-01'));
    const max = await add(login, { coverage_type: 'goldwings' }, 'fr-CA');
    expect(max.status).toBe(409);
    expect(max.body).toMatchObject({ code: 10161, message: 'Vous détenez déjà le nombre maximal de polices de cette protection permis par client (1).' });
  });

  it('5 simultaneous adds make one customer: one 201, four 409', async () => {
    const { login } = await aviator('CANGLDWNG');
    await h.t.session(login);
    const replies = await Promise.all(Array.from({ length: 5 }, () => add(login, { coverage_type: 'silverwings' })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rolesOf(login)).toEqual(['CANGLDWNG', 'CANSILVWING']);
  });

  it('400 naming coverage_type for a missing or unknown type; 403 for a non-aviation applicant, CSR and sponsor; 401 signed out', async () => {
    const { login } = await aviator('CANGLDWNG');
    for (const body of [{}, { coverage_type: 'bronzewings' }, { coverage_type: 7 }]) {
      const bad = await add(login, body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/coverage_type/);
    }
    const acct = await h.applicant('CANACCT');
    expect((await add(acct.login, { coverage_type: 'goldwings' })).status).toBe(403);
    expect(await rolesOf(acct.login)).toEqual(['CANACCT']);
    expect((await add('csr@test', { coverage_type: 'goldwings' })).status).toBe(403);
    expect((await add('sponsor@test', { coverage_type: 'goldwings' })).status).toBe(403);
    expect((await h.t.request({ method: 'POST', url: '/smb/cnc/api/v2/dashboard/policies', body: { coverage_type: 'goldwings' } })).status).toBe(401);
  });
});

describe('POST /dashboard/customer', () => {
  it('the session works as another of the caller’s aviation customers: its application is the one read', async () => {
    const { login, numbers: [gold, silver] } = await aviator('CANGLDWNG', 'CANSILVWING');
    await seed(gold!, 'CANGLDWNG', 'IN_PROGRESS');
    const silverApp = await seed(silver!, 'CANSILVWING', 'QUOTED');
    const switched = await h.call(login, 'POST', '/dashboard/customer', { customer_number: silver });
    expect(switched.status).toBe(200);
    expect(switched.body.user).toMatchObject({ customer_number: silver, client: 'CANSILVWING' });
    const proposal = await h.call(login, 'GET', '/proposals', undefined, { client: 'CANSILVWING' });
    expect(proposal.body).toMatchObject({ id: silverApp.id, customer_number: silver });
  });

  it('403 for a customer number not the caller’s; 400 for a malformed one', async () => {
    const a = await aviator('CANGLDWNG');
    const b = await aviator('CANGLDWNG');
    expect((await h.call(a.login, 'POST', '/dashboard/customer', { customer_number: b.numbers[0] })).status).toBe(403);
    const bad = await h.call(a.login, 'POST', '/dashboard/customer', { customer_number: 'x y' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/customer_number/);
    expect((await h.call('csr@test', 'POST', '/dashboard/customer', { customer_number: a.numbers[0] })).status).toBe(403);
  });
});

async function rolesOf(login: string): Promise<string[]> {
  const rows = await h.t.app.db.selectFrom('user_roles').innerJoin('users', 'users.id', 'user_roles.user_id').select('user_roles.client_code').where('users.login', '=', login).orderBy('user_roles.client_code').execute();
  return rows.map((r) => r.client_code);
}
