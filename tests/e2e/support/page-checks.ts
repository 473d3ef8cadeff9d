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
