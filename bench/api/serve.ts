/**
 * The app under load, in its own process so autocannon does not share its event loop.
 * Seeds one applicant per connection, each with a proposal and a session, and prints
 * one JSON line: {port, clients: [{cookie, revision}]}.
 */
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config/env';
import { seedAccounts } from '../../server/demo/seed';
import { toSessionUser, USER_COLUMNS } from '../../server/session/session-store';
import { BENCH_CLIENT, BENCH_STATE, benchAnswers } from './fixture';

async function ceiling(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, clients: [] }));
}

async function portal(connections: number): Promise<void> {
  const config = { ...readConfig(), host: '127.0.0.1', port: 0, seedDemo: false, distDir: '/nonexistent-dist', logLevel: 'error' };
  // BENCH_LOG=info: the production logger (request logging at info), written to /dev/null
  const app = await buildApp(config, process.env.BENCH_LOG ? { level: process.env.BENCH_LOG, file: '/dev/null' } : false);
  const accounts = Array.from({ length: connections }, (_, i) => ({
    login: `bench${i}@bench.test`,
    kind: 'applicant' as const,
    first_name: 'Bench',
    last_name: `User ${i}`,
    customer_number: `B${String(i).padStart(5, '0')}`,
    client: BENCH_CLIENT,
    locale: 'en-CA' as const,
  }));
  await seedAccounts(app.db, accounts, 'Bench!Password7');
  const users = await app.db.selectFrom('users').select(USER_COLUMNS).where('login', 'like', 'bench%@bench.test').orderBy('login').execute();
  const clients = [];
  for (const [i, user] of users.entries()) {
    const session = await app.sessions.create(user.id);
    const proposal = await app.proposalService.create(
      { user: toSessionUser(user), locale: 'en-CA' },
      { current_progress_state: BENCH_STATE, progress_states: [{ name: BENCH_STATE, completed: true, form_elements: benchAnswers(i) }] },
      'NEW',
    );
    clients.push({ cookie: `sid=${session.id}`, revision: proposal.revision });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, clients }));
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const mode = process.argv[2];
(mode === 'ceiling' ? ceiling() : portal(Number(process.argv[3] ?? 50))).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
