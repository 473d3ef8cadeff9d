import { describe, expect, it, vi } from 'vitest';
import { createTheme } from '../index';
import { lazyPart, preloadOf } from './lazy-part';

describe('lazyPart', () => {
  it('declares the label kind of every component it loads, so the field template lays it out before its code is there', async () => {
    const theme = createTheme();
    const lazy = [...Object.entries(theme.widgets), ...Object.entries(theme.fields)].filter(([, part]) => preloadOf(part));
    expect(lazy.map(([name]) => name).sort()).toEqual(['attachments', 'calendar', 'coverageTile', 'financeTile', 'multiField', 'registrationMark', 'splitPercentage', 'typeahead']);
    for (const [name, part] of lazy) {
      const loaded = (await preloadOf(part)?.()) as { labelKind?: string };
      expect((part as { labelKind?: string }).labelKind, name).toBe(loaded.labelKind);
    }
  });

  it('loads its code once, and again after a load that failed', async () => {
    const Widget = () => null;
    const load = vi.fn<() => Promise<typeof Widget>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Widget);
    const part = lazyPart(load, { fallback: () => null });
    await expect(part.preload()).rejects.toThrow('offline');
    await expect(part.preload()).resolves.toBe(Widget);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
