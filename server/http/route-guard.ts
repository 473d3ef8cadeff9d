import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import { isApiPath } from './paths';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- hooks of any shape
const authHooks = new WeakSet<Function>();

/** Marks an onRequest hook as one that refuses a caller without a session (401) or of another role (403). */
export function authHook<T extends object>(hook: T): T {
  authHooks.add(hook as never);
  return hook;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route answers callers without a session (sign-in, the public config service, health) */
    public?: boolean;
  }
}

/** Why `route` may not be registered, or undefined when it may (docs/security.md "Access"). */
export function unguarded(route: Pick<RouteOptions, 'url' | 'onRequest' | 'config'>): string | undefined {
  if (!isApiPath(route.url) || route.url.startsWith('/docs') || route.config?.public === true) return undefined;
  const hooks = [route.onRequest ?? []].flat();
  if (hooks.some((h) => authHooks.has(h as never))) return undefined;
  return `${route.url} has no session check: give it onRequest: app.requireUser or app.requireCan(...), or config: { public: true }`;
}

/**
 * Secure by default: an API route registered without a session check stops the server at start,
 * so a new route cannot be reachable by anonymous callers by mistake. Register before any route.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const problem = unguarded(route);
      if (problem) throw new Error(`${[route.method].flat().join(',')} ${problem}`);
    });
  },
  { name: 'route-guard', fastify: '5.x' },
);
