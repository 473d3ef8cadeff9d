import type { ComponentType, ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';
import { preloadTheme } from '../journey-form/preload';

type Args = Record<string, unknown>;
type Context = { globals: Record<string, unknown> };
type RenderFn = (args: Args, context: Context) => ReactElement;
interface StoryLike {
  args?: Args;
  globals?: Record<string, unknown>;
  render?: RenderFn;
}
interface MetaLike extends StoryLike {
  title: string;
  component?: ComponentType<Args>;
  decorators?: ((Story: () => ReactElement) => ReactElement)[];
}

const modules = import.meta.glob<Record<string, unknown>>('../**/*.stories.tsx', { eager: true });

/** A story as Storybook draws it: args of meta and story, the toolbar's locale, decorators; the body (modals use a portal). */
function renderStory(meta: MetaLike, story: StoryLike, locale: 'en-CA' | 'fr-CA'): HTMLElement {
  const args = { ...meta.args, ...story.args };
  const context = { globals: { locale, ...story.globals } };
  const draw = story.render ?? meta.render ?? ((a: Args) => (meta.component ? <meta.component {...a} /> : <></>));
  const Story = () => draw(args, context);
  const element = (meta.decorators ?? []).reduce<() => ReactElement>((inner, decorate) => () => decorate(inner), Story)();
  return render(<WidgetIntlProvider locale={locale}>{element}</WidgetIntlProvider>).baseElement;
}

describe('stories', () => {
  // each story draws its widget, not the place a lazy one keeps while its code loads
  beforeAll(() => preloadTheme());
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  for (const [file, module] of Object.entries(modules)) {
    const meta = module.default as MetaLike;
    const stories = Object.entries(module).filter(([name]) => name !== 'default') as [string, StoryLike][];
    for (const [name, story] of stories) {
      // a broken story fails here, not in front of a designer
      for (const locale of ['en-CA', 'fr-CA'] as const) {
        it(`${meta.title} / ${name} renders in ${locale} — ${file}`, () => {
          const body = renderStory(meta, story, locale);
          expect(body.textContent?.trim() || body.querySelector('input, select, a, button')).toBeTruthy();
        });
      }
      // every text a person reads follows the toolbar (stories pinned to a language excepted)
      if (story.globals?.locale === undefined) {
        it(`${meta.title} / ${name} speaks the toolbar's language — ${file}`, () => {
          const english = renderStory(meta, story, 'en-CA').textContent;
          cleanup();
          expect(renderStory(meta, story, 'fr-CA').textContent).not.toBe(english);
        });
      }
    }
  }
});
