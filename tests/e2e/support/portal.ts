/**
 * The usual set-up of an end-to-end file: the real portal (server.ts) and one Chromium for the
 * whole file, with every browser context it opened closed at the end.
 */
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../support-axe/chromium';
import { startServer, type RunningServer, type StartOptions } from './server';

export interface E2ePortal {
  /** set in beforeAll */
  server: RunningServer;
  browser: Browser;
  /** closed in afterAll */
  contexts: BrowserContext[];
}

/** Registers the file's beforeAll/afterAll; `shots` is a folder the file writes screenshots to. */
export function e2ePortal(options: StartOptions & { shots?: string } = {}): E2ePortal {
  const { shots, ...start } = options;
  const e2e = { contexts: [] } as unknown as E2ePortal;
  beforeAll(async () => {
    e2e.server = await startServer(start);
    e2e.browser = await launchChromium();
    if (shots) await mkdir(shots, { recursive: true });
  });
  afterAll(async () => {
    for (const context of e2e.contexts) await context.close();
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
}
