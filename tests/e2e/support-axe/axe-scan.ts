/**
 * Opens one Storybook story in the preview iframe page and runs axe-core on what it rendered:
 * #storybook-root plus anything the story portals into <body> (modals, popovers).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  help: string;
}

export type StoryOutcome =
  | { rendered: true; findings: AxeFinding[]; /** the globals the story rendered with */ globals: Record<string, unknown> }
  | { rendered: false; error: string };

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string; storyContext?: () => { globals?: Record<string, unknown> } } };
}

const BLOCKING = new Set(['serious', 'critical']);

/** Waits for Storybook's render of the story to finish (or fail), then scans it. */
export async function scanStory(page: Page, url: string): Promise<StoryOutcome> {
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const body = document.body;
      const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
      return (
        preview?.currentRender?.phase === 'finished' ||
        body.classList.contains('sb-show-errordisplay') ||
        body.classList.contains('sb-show-nopreview')
      );
    },
    null,
    { timeout: 30_000 },
  );
  const error = await page.evaluate(() => {
    if (document.body.classList.contains('sb-show-nopreview')) return 'Storybook shows "no preview": the story did not render';
    if (!document.body.classList.contains('sb-show-errordisplay')) return undefined;
    const shown = document.querySelector('.sb-errordisplay');
    return (shown?.textContent ?? 'the story threw while rendering').replace(/\s+/g, ' ').trim().slice(0, 500);
  });
  if (error) return { rendered: false, error };
  const globals = await page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.storyContext?.().globals ?? {});

  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    // Storybook's own containers are #storybook-* and .sb-*; anything else in <body> is a story's portal.
    // (No named inner functions here: the test transpiler would wrap them in a helper the page lacks.)
    const portals = [...document.body.children].filter(
      (el) =>
        !el.id.startsWith('storybook-') && ![...el.classList].some((c) => c.startsWith('sb-')) && !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName),
    );
    const include = ['#storybook-root', ...portals];
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
    const r = await axe.run({ include }, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ impact: n.impact ?? v.impact ?? 'unknown', target: n.target.join(' ') })),
    }));
  });
  const findings = results.flatMap((v) =>
    v.nodes.filter((n) => BLOCKING.has(n.impact)).map((n) => ({ rule: v.id, impact: n.impact, target: n.target, help: v.help })),
  );
  return { rendered: true, findings, globals };
}
