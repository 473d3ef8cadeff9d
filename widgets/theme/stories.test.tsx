import type { ComponentType, ReactElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetIntlProvider } from '../i18n/WidgetIntlProvider';

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

/** Every story renders in both languages (a broken story fails here, not in front of a designer). */
describe('stories', () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  for (const [file, module] of Object.entries(modules)) {
    const meta = module.default as MetaLike;
    const stories = Object.entries(module).filter(([name]) => name !== 'default') as [string, StoryLike][];
    for (const [name, story] of stories) {
      for (const locale of ['en-CA', 'fr-CA'] as const) {
        it(`${meta.title} / ${name} (${locale}) — ${file}`, () => {
          const args = { ...meta.args, ...story.args };
          const context = { globals: { locale, ...story.globals } };
          const draw = story.render ?? meta.render ?? ((a: Args) => (meta.component ? <meta.component {...a} /> : <></>));
          const Story = () => draw(args, context);
          const element = (meta.decorators ?? []).reduce<() => ReactElement>((inner, decorate) => () => decorate(inner), Story)();
          // the body, not the container: modals render in a portal
          const { baseElement } = render(<WidgetIntlProvider locale={locale}>{element}</WidgetIntlProvider>);
          expect(baseElement.textContent?.trim() || baseElement.querySelector('input, select, a, button')).toBeTruthy();
        });
      }
    }
  }
});
