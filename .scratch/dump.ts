import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:8561';
async function main() {
  const r = await fetch(`${url}/smb/cnc/api/v2/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ login: 'lawyer@demo.test', password: 'Demo!Portal2024' }) });
  const [pair] = r.headers.getSetCookie()[0]!.split(';'); const [name, value] = pair!.split('=');
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [loc, w] of [['en-ca', 390]] as const) {
    const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
    await ctx.addCookies([{ name: name!, value: value!, url }]);
    const p = await ctx.newPage();
    await p.goto(`${url}/lawyers/${loc}/general-information`);
    await p.getByLabel('First name', { exact: true }).waitFor();
    await p.waitForTimeout(1000);
    console.log(await p.evaluate(() => document.getElementById('root')!.innerHTML));
    await p.screenshot({ path: `/tmp/cl/real-${loc}-${w}.png`, fullPage: true });
  }
  await b.close();
}
main();
