/**
 * The browser app as Chromium receives it from `npm start` (docs/server.md "Browser app"): scripts
 * and styles brotli-compressed and immutable, the page revalidated by ETag on reload.
 */
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support-axe/chromium';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('served like production', () => {
  it('a cold visit gets compressed, immutable assets and a revalidated page', async () => {
    const context = await browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const url = `${server.url}/accountants/en-ca/login`;

    const first = await page.goto(url, { waitUntil: 'networkidle' });
    expect(first?.status()).toBe(200);
    const document = await first!.allHeaders();
    expect(document['content-encoding']).toBe('br');
    expect(document['cache-control']).toBe('no-cache');
    expect(document.etag).toBeTruthy();

    const assets = responses.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'));
    expect(assets.some((r) => r.url().endsWith('.js'))).toBe(true);
    expect(assets.some((r) => r.url().endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const headers = await asset.allHeaders();
      expect(asset.status(), asset.url()).toBe(200);
      expect(headers['content-encoding'], asset.url()).toBe('br');
      expect(headers['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
    }

    // Chromium revalidates the page on reload and shows its cached copy: the request carries the
    // ETag and the server's answer has no body (Chromium reports the 304 as the cached 200)
    const again = await page.reload({ waitUntil: 'networkidle' });
    const revalidation = again!.request();
    expect((await revalidation.allHeaders())['if-none-match']).toBe(document.etag);
    expect((await revalidation.sizes()).responseBodySize).toBe(0);
    await context.close();
  });
});
