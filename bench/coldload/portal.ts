/**
 * The real portal for the cold-load benchmark, as `npm start` runs it: dist/ built when stale
 * (server/http/build.ts), then `tsx server/start.ts` as a child with a throw-away embedded database
 * seeded with the demo accounts, the payment sandbox and the staff provider on ports of its own
 * (the same starter as the end-to-end tests).
 */
import { join } from 'node:path';
import { ensureBrowserBuild } from '../../server/http/build';
import { freePort, ROOT, startServer, type RunningServer, type ServerPorts } from '../../tests/e2e/support/server';

export { ROOT };

/** COLDLOAD_PORT=n: the portal on n, its sandbox on n+1, its staff provider on n+2; else free ports. */
export async function portalPorts(base: number | undefined): Promise<ServerPorts> {
  if (base !== undefined) return { portal: base, sandbox: base + 1, staffProvider: base + 2 };
  return { portal: await freePort(), sandbox: await freePort(), staffProvider: await freePort() };
}

/** The portal as the end-to-end tests run it (tests/e2e/support/server.ts), on `ports`. */
export async function startPortal(ports: ServerPorts, timeoutMs = 220_000): Promise<RunningServer> {
  // built here first, so that a failed build is named as such rather than as a slow start
  if (!ensureBrowserBuild(ROOT, join(ROOT, 'dist'), (msg) => console.log(msg))) throw new Error('vite build failed: the portal has no browser app to measure');
  return startServer({ timeoutMs, ports });
}

export interface SessionCookie {
  name: string;
  value: string;
}

/** Signs a demo applicant in over the API (as the login page does) and returns the cookies it set. */
export async function signIn(portalUrl: string, login: string, password: string): Promise<SessionCookie[]> {
  const reply = await fetch(`${portalUrl}/smb/cnc/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portalUrl },
    body: JSON.stringify({ login, password }),
  });
  const body = (await reply.json()) as { user?: unknown };
  if (!reply.ok || !body.user) throw new Error(`signing in as ${login} failed: ${reply.status} ${JSON.stringify(body)}`);
  const cookies = reply.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  if (cookies.length === 0) throw new Error(`signing in as ${login} set no cookie`);
  return cookies;
}
