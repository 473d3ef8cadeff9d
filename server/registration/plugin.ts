import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../session/passwords';
import routes from './routes';

const registration: FastifyPluginAsync = async (app) => {
  // a missing or dead code is checked against this hash, so it costs the same argon2 work as a live one
  await app.register(routes, { dummyHash: await hashPassword(randomBytes(6).toString('hex')) });
};

/** Registration with e-mailed one-time codes (docs/requirements.md §7.10). */
export default fp(registration, { name: 'registration', dependencies: ['db', 'session', 'mail', 'address-lookup', 'quick-quote'], fastify: '5.x' });
