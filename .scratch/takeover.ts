import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:8561';
async function main() {
  const r = await fetch(`${url}/smb/cnc/api/v2/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ login: 'lawyer@demo.test', password: 'Demo!Portal2024' }) });
  const [pair] = r.headers.getSetCookie()[0]!.split(';'); const [name, value] = pair!.split('=');
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [loc, w] of [['en-ca', 390], ['en-ca', 1280], ['fr-ca', 390], ['fr-ca', 1280]] as const) {
    const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
    await ctx.addCookies([{ name: name!, value: value!, url }]);
    const p = await ctx.newPage();
    const errors: string[] = []; p.on('console', (m) => m.type() === 'error' && errors.push(m.text())); p.on('pageerror', (e) => errors.push(String(e)));
    let release!: () => void; const gate = new Promise<void>((res) => (release = res));
    await p.route('**/assets/*.js', async (route) => { await gate; await route.continue(); });
    await p.goto(`${url}/lawyers/${loc}/general-information`, { waitUntil: 'commit' });
    await p.locator('[data-first-paint] input').first().waitFor();
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/work/shots/coldload/before-${loc}-${w}.png`, fullPage: true });
    const field = p.locator('#root\\.law_society_number');
    await field.click(); await p.keyboard.type('LS123');
    release();
    await p.waitForFunction(() => !document.querySelector('[data-first-paint]'), null, { timeout: 30000 });
    await p.waitForTimeout(1500);
    const v = await p.locator('#root\\.law_society_number').inputValue();
    const focused = await p.evaluate(() => document.activeElement?.id);
    await p.evaluate(() => (document.activeElement as HTMLElement)?.blur());
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/work/shots/coldload/after-${loc}-${w}.png`, fullPage: true });
    console.log(loc, w, 'value', v, 'focused', focused, 'errors', errors);
    await ctx.close();
  }
  await b.close();
}
main();
