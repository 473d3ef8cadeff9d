/**
 * Runs the real portal as `npm start` does (`tsx server/start.ts`, which builds dist/ when it is
 * stale, and starts the sandbox payment provider and the embedded staff sign-in provider) on free
 * loopback ports with a throw-away embedded database and the demo accounts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  url: string;
  /** the sandbox payment provider's origin (its hosted card fields) */
  providerUrl: string;
  /** the embedded staff sign-in provider's origin (its sign-in form) */
  staffProviderUrl: string;
  /** what the server printed, for failure messages */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', () => done()));
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      const reply = await fetch(`${url}/healthz`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s:\n${output()}`);
}

export interface StartOptions {
  timeoutMs?: number;
  /** more environment for the server, e.g. SMTP_URL of a test's mail server */
  env?: Record<string, string>;
  /** fixed ports (a benchmark's COLDLOAD_PORT); free ones otherwise */
  ports?: ServerPorts;
}

export interface ServerPorts {
  portal: number;
  sandbox: number;
  staffProvider: number;
}

export async function startServer({ timeoutMs = 220_000, env = {}, ports }: StartOptions = {}): Promise<RunningServer> {
  const port = ports?.portal ?? (await freePort());
  const sandboxPort = ports?.sandbox ?? (await freePort());
  const staffProviderPort = ports?.staffProvider ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: ROOT,
    // its own process group, so that stop() ends tsx and the server it runs, and nothing else
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn',
      PAYMENT_SANDBOX_PORT: String(sandboxPort), PAYMENT_PROVIDER_URL: '', PAYMENT_API_KEY: '',
      OIDC_DEV_PORT: String(staffProviderPort), OIDC_ISSUER: '', OIDC_CLIENT_SECRET: '', PUBLIC_URL: '',
      ...env,
    },
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => log;

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
    await waitForHealth(url, child, output, timeoutMs);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, providerUrl: `http://127.0.0.1:${sandboxPort}`, staffProviderUrl: `http://127.0.0.1:${staffProviderPort}`, output, stop };
}
