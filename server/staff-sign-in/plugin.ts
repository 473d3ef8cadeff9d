import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { StaffSignInConfig } from '../config/env';
import { staffOidc } from './oidc';
import routes from './routes';

const staffSignIn: FastifyPluginAsync<{ config: StaffSignInConfig }> = async (app, { config }) => {
  await app.register(routes, { config, oidc: staffOidc(config) });
};

/** Staff single sign-on with OpenID Connect (docs/requirements.md §7.7, docs/security.md "Staff sign-in"). */
export default fp(staffSignIn, { name: 'staff-sign-in', dependencies: ['db', 'session'], fastify: '5.x' });
