/**
 * The real portal for the cold-load benchmark, as `npm start` runs it: dist/ built when stale
 * (server/http/build.ts), then `tsx server/start.ts` as a child with a throw-away embedded database
 * seeded with the demo accounts, the payment sandbox and the staff provider on ports of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBrowserBuild } from '../../server/http/build';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface Portal {
  url: string;
  stop(): Promise<void>;
}

export interface PortalPorts {
  portal: number;
  sandbox: number;
  staffProvider: number;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** COLDLOAD_PORT=n: the portal on n, its sandbox on n+1, its staff provider on n+2; else free ports. */
export async function portalPorts(base: number | undefined): Promise<PortalPorts> {
  if (base !== undefined) return { portal: base, sandbox: base + 1, staffProvider: base + 2 };
  return { portal: await freePort(), sandbox: await freePort(), staffProvider: await freePort() };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()));

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the portal was not healthy within ${timeoutMs / 1000} s:\n${output()}`);
}

export async function startPortal(ports: PortalPorts, timeoutMs = 220_000): Promise<Portal> {
  if (!ensureBrowserBuild(ROOT, join(ROOT, 'dist'), (msg) => console.log(msg))) throw new Error('vite build failed: the portal has no browser app to measure');
  const dataDir = await mkdtemp(join(tmpdir(), 'coldload-portal-'));
  const url = `http://127.0.0.1:${ports.portal}`;
  let log = '';
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: ROOT,
    // its own process group, so that stop() ends tsx and the server it runs, and nothing else
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(ports.portal), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn',
      PAYMENT_SANDBOX_PORT: String(ports.sandbox), PAYMENT_PROVIDER_URL: '', PAYMENT_API_KEY: '',
      OIDC_DEV_PORT: String(ports.staffProvider), OIDC_ISSUER: '', OIDC_CLIENT_SECRET: '', PUBLIC_URL: '',
    },
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      const killer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => log, timeoutMs);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
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
