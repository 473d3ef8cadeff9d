import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../errors/http-error';
import { ERROR_CODE } from '../errors/codes';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { verifyPassword } from './passwords';
import { SESSION_COOKIE, toSessionUser } from './session-store';
import { clearAttempts, recordAttempt } from './login-throttle';

const userSchema = {
  type: 'object',
  required: ['id', 'login', 'role', 'first_name', 'last_name', 'email', 'customer_number', 'client', 'locale'],
  properties: {
    id: { type: 'string' },
    login: { type: 'string' },
    role: { type: 'string', enum: ['applicant', 'csr', 'sponsor'] },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    customer_number: { type: ['string', 'null'] },
    client: { type: ['string', 'null'] },
    locale: { type: 'string' },
  },
} as const;

const sessionReply = {
  type: 'object',
  required: ['user'],
  properties: { user: { anyOf: [userSchema, { type: 'null' }] } },
} as const;

/** Per login name and per client address, in a 15-minute window. */
const PER_LOGIN = { limit: 10, windowSeconds: 900 };
const PER_ADDRESS = { limit: 100, windowSeconds: 900 };

const routes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { login: string; password: string } }>(`${API}/login`, {
    schema: {
      tags: ['session'],
      summary: 'Sign in with a login and password; sets the session cookie',
      body: {
        type: 'object',
        required: ['login', 'password'],
        additionalProperties: false,
        properties: { login: { type: 'string', minLength: 1, maxLength: 200 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
      },
      response: { 200: sessionReply, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const login = request.body.login.trim().toLowerCase();
      const loginKey = `login:${login}`;
      const withinLogin = await recordAttempt(app.db, loginKey, PER_LOGIN);
      const withinAddress = await recordAttempt(app.db, `ip:${request.ip}`, PER_ADDRESS);
      if (!withinLogin || !withinAddress) {
        throw httpError(429, 'server.errors.tooManyAttempts', { code: ERROR_CODE.tooManyAttempts });
      }
      const user = await app.db.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirst();
      if (!user || !(await verifyPassword(user.password_hash, request.body.password))) {
        throw httpError(401, 'server.errors.badCredentials', { code: ERROR_CODE.badCredentials });
      }
      await clearAttempts(app.db, loginKey);
      await app.startSession(request, reply, user.id);
      return { user: toSessionUser(user) };
    },
  });

  app.post(`${API}/logout`, {
    schema: {
      tags: ['session'],
      summary: 'Sign out: ends the session and clears the cookie',
      response: { 200: sessionReply, ...errorResponses(403) },
    },
    handler: async (request, reply) => {
      const id = request.cookies[SESSION_COOKIE];
      if (id) await app.sessions.destroy(id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { user: null };
    },
  });

  app.get(`${API}/session`, {
    schema: {
      tags: ['session'],
      summary: 'Who is signed in (user null when nobody)',
      response: { 200: sessionReply },
    },
    handler: async (request) => ({ user: await app.loadUser(request) }),
  });
};

export default routes;
