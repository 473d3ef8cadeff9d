import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './session-store';

/** What a sign-in step answers instead of a session: a code was e-mailed and is needed (docs/requirements.md §7.12). */
export interface SignInHold {
  code_required: true;
  valid_minutes: number;
}

/**
 * A check after the right password, before the session starts (another area registers it, so the
 * session area depends on none): undefined lets the sign-in go on, a hold answers instead, an
 * error refuses.
 */
export type SignInStep = (request: FastifyRequest, user: SessionUser, code: string | undefined) => Promise<SignInHold | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** checks the login route runs after the right password, in order */
    signInSteps: SignInStep[];
  }
}
