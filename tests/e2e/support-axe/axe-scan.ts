/**
 * Shows Storybook stories in one preview page (iframe.html) and runs axe-core on what each one
 * rendered: #storybook-root plus anything the story portals into <body> (modals, popovers).
 *
 * The first story is loaded by URL (with the language global); the next ones are selected through
 * the preview's channel (`setCurrentStory`), the way Storybook's own UI switches stories, so the
 * preview bundle is loaded once per language instead of once per story.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const RENDER_TIMEOUT_MS = 30_000;

export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  help: string;
}

export type StoryOutcome =
  | {
      rendered: true;
      findings: AxeFinding[];
      /** the globals the story rendered with */
      globals: Record<string, unknown>;
      /** globals the story itself pins (e.g. a "French" story's locale) */
      storyGlobals: Record<string, unknown>;
    }
  | { rendered: false; error: string };

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { storyGlobals?: Record<string, unknown> };
      storyContext?: () => { globals?: Record<string, unknown> };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, ...args: unknown[]): void };
}

const BLOCKING = new Set(['serious', 'critical']);

async function waitForRender(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && (render.phase === 'finished' || render.phase === 'aborted');
    },
    storyId,
    { timeout: RENDER_TIMEOUT_MS },
  );
}

/** Loads the preview on `storyId` with the given globals (`locale:fr-CA`). */
export async function loadPreview(page: Page, baseUrl: string, storyId: string, globals: string): Promise<void> {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${globals}`);
  await waitForRender(page, storyId);
}

/** Switches the loaded preview to another story; the globals stay. */
export async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('the page is not a Storybook preview (no __STORYBOOK_ADDONS_CHANNEL__)');
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  await waitForRender(page, storyId);
}

/** The current story's render error, or its blocking axe findings and the globals it rendered with. */
export async function scanCurrentStory(page: Page): Promise<StoryOutcome> {
  const error = await page.evaluate(() => {
    if (document.body.classList.contains('sb-show-nopreview')) return 'Storybook shows "no preview": the story did not render';
    if (!document.body.classList.contains('sb-show-errordisplay')) return undefined;
    const shown = document.querySelector('.sb-errordisplay');
    return (shown?.textContent ?? 'the story threw while rendering').replace(/\s+/g, ' ').trim().slice(0, 500);
  });
  if (error) return { rendered: false, error };
  const { globals, storyGlobals } = await page.evaluate(() => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return { globals: render?.storyContext?.().globals ?? {}, storyGlobals: render?.story?.storyGlobals ?? {} };
  });

  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    // Storybook's own containers are #storybook-* and .sb-*; anything else in <body> is a story's portal.
    // (No named inner functions here: the test transpiler would wrap them in a helper the page lacks.)
    const portals = [...document.body.children].filter(
      (el) =>
        !el.id.startsWith('storybook-') && ![...el.classList].some((c) => c.startsWith('sb-')) && !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName),
    );
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
    const r = await axe.run({ include: ['#storybook-root', ...portals] }, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ impact: n.impact ?? v.impact ?? 'unknown', target: n.target.join(' ') })),
    }));
  });
  const findings = results.flatMap((v) =>
    v.nodes.filter((n) => BLOCKING.has(n.impact)).map((n) => ({ rule: v.id, impact: n.impact, target: n.target, help: v.help })),
  );
  return { rendered: true, findings, globals, storyGlobals };
}
