/** What every page of an end-to-end walk must be: axe-clean, and without console errors. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations of the whole page, one line each. */
export async function axeProblems(page: Page): Promise<string[]> {
  // evaluated rather than added as a <script>: the portal's CSP (script-src 'self') refuses inline scripts
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.flatMap((v) => v.nodes.map((n) => ({ rule: v.id, impact: n.impact ?? v.impact ?? '', target: n.target.join(' ') })));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.rule} (${v.impact}): ${v.target}`);
}

/** Keeps every console error and uncaught exception the page meets, from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * The page as it is at the desktop and the phone width: axe-clean at both, with full-page
 * screenshots into `shotsDir` when set (`{name}-1280.png`, `{name}-390.png`); left at the desktop width.
 */
export async function checkAtBothWidths(page: Page, name: string, shotsDir: string | undefined): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const problems = await axeProblems(page);
    if (problems.length > 0) throw new Error(`${name} at ${width} px: ${problems.join('; ')}`);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
