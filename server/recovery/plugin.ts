import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../session/passwords';
import routes from './routes';

const recovery: FastifyPluginAsync = async (app) => {
  // an unknown e-mail or a dead code is checked against this hash, so it costs the same argon2 work
  await app.register(routes, { dummyHash: await hashPassword(randomBytes(6).toString('hex')) });
};

/** Password recovery by an e-mailed code (docs/requirements.md §7.9). */
export default fp(recovery, { name: 'recovery', dependencies: ['db', 'session', 'mail'], fastify: '5.x' });
