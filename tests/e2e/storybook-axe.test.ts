/**
 * Every story of the built Storybook, in both languages, has no serious or critical axe-core
 * violation and renders without error. Failures list story id, locale, rule id and target.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../adapters/types';
import { loadPreview, scanCurrentStory, showStory } from './support-axe/axe-scan';
import { launchChromium } from './support-axe/chromium';
import { ensureStorybookBuilt, readStories, type StoryEntry } from './support-axe/storybook-static';
import { serveStatic, type StaticServer } from './support-axe/static-server';

const PROJECT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STATIC_DIR = join(PROJECT, 'storybook-static');
/** The global .storybook/preview.tsx declares for the language toolbar. */
const LOCALE_GLOBAL = 'locale';

describe('Storybook accessibility (axe-core)', () => {
  let server: StaticServer;
  let browser: Browser;
  let page: Page;
  let stories: StoryEntry[];

  beforeAll(async () => {
    await ensureStorybookBuilt(PROJECT, STATIC_DIR);
    stories = await readStories(STATIC_DIR);
    server = await serveStatic(STATIC_DIR, { cacheAssets: true });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  /** A preview that renders nothing (a broken Storybook build) fails at once instead of waiting out every story. */
  const GIVE_UP_AFTER_FAILED_RENDERS = 3;

  // one test per language: each pass has its own time limit
  it.each(LOCALES)('shows no serious or critical violation in any story, in %s', async (locale) => {
    const problems: string[] = [];
    let loaded = false;
    let failedInARow = 0;
    for (const story of stories) {
      const where = `${story.id} [${locale}]`;
      if (failedInARow >= GIVE_UP_AFTER_FAILED_RENDERS) {
        problems.push(`stopped after ${failedInARow} stories in a row did not render: the preview itself is broken`);
        break;
      }
      try {
        if (loaded) await showStory(page, story.id);
        else await loadPreview(page, server.url, story.id, `${LOCALE_GLOBAL}:${locale}`);
        loaded = true;
        failedInARow = 0;
      } catch (error) {
        problems.push(`${where} did not finish rendering: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        loaded = false; // start the next story from a fresh page
        failedInARow += 1;
        continue;
      }
      const outcome = await scanCurrentStory(page);
      if (!outcome.rendered) {
        problems.push(`${where} render error: ${outcome.error}`);
        continue;
      }
      const pinned = outcome.storyGlobals[LOCALE_GLOBAL];
      // A story that pins its language (a "French" story) is checked in that language's pass.
      if (pinned !== undefined && pinned !== locale) continue;
      if (outcome.globals[LOCALE_GLOBAL] !== locale) {
        problems.push(`${where} rendered with ${LOCALE_GLOBAL}=${String(outcome.globals[LOCALE_GLOBAL])}: the language global was not applied`);
      }
      for (const f of outcome.findings) problems.push(`${where} ${f.rule} (${f.impact}) at ${f.target}: ${f.help}`);
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
