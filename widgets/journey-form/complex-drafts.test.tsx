import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { FormData, LayoutPage } from '../../adapters/types';
import { DRAFT_IDLE_MS } from '../shared/use-draft';
import { CONTEXT } from './fixtures/pages';
import { JourneyForm } from './JourneyForm';
import { preloadTheme } from './preload';

const both = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });

const PAGE: LayoutPage = {
  route_name: 'practice',
  title: both('Practice', 'Cabinet'),
  form_container: {
    rows: [
      {
        sections: [
          {
            fields: [
              { name: 'address', type: 'typeahead', label: both('Mailing address', 'Adresse postale'), options: [{ key: 'a1', value: both('100 King St W', '100 King St W') }] },
              {
                name: 'split',
                type: 'split-percentage',
                label: both('Share of your practice', 'Part de vos activités'),
                validations: [{ name: 'splitTotal' }],
                components: [
                  { name: 'audit', type: 'textbox', label: both('Audit', 'Vérification'), tags: [{ key: 'number', value: true }] },
                  { name: 'tax', type: 'textbox', label: both('Tax', 'Fiscalité'), tags: [{ key: 'number', value: true }] },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
};
const compiled = compileLayout(PAGE, CONTEXT);
const KING = { key: 'a1', value: '100 King St W' };

/** The typeahead and the split keep their keystrokes to themselves, like the text inputs (use-draft). */
// the lazy widgets' and panels' code is there, as on a page that preloads what it names (preload.ts)
beforeAll(() => preloadTheme());

describe('complex fields commit typing on blur, a pause or a submit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library waits a 0 ms timeout after each event and advances it only under `jest`'s fake timers
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const typist = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const pause = (ms = DRAFT_IDLE_MS) => act(() => vi.advanceTimersByTime(ms));

  function renderPage(data: FormData) {
    const onChange = vi.fn<(data: FormData) => void>();
    const onSubmit = vi.fn<(data: FormData) => void>();
    const view = render(<JourneyForm compiled={compiled} data={data} locale="en-CA" onChange={onChange} onSubmit={onSubmit} />);
    return { ...view, onChange, onSubmit };
  }

  it('split: the total follows each keystroke, the form hears of it after a pause', async () => {
    const user = typist();
    const { onChange } = renderPage({});
    await user.type(screen.getByRole('textbox', { name: 'Audit' }), '60');
    expect(screen.getByRole('status')).toHaveTextContent('Total: 60%');
    expect(onChange).not.toHaveBeenCalled();
    await pause(DRAFT_IDLE_MS - 50);
    expect(onChange).not.toHaveBeenCalled();
    await pause(50);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ split: { audit: 60 } });
  });

  it('split: a submit sends the box still being typed in', async () => {
    const user = typist();
    const { onChange, onSubmit, container } = renderPage({ split: { audit: 60 } });
    await user.type(screen.getByRole('textbox', { name: 'Tax' }), '40');
    expect(onChange).not.toHaveBeenCalled();
    act(() => container.querySelector('form')?.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ split: { audit: 60, tax: 40 } });
  });

  it('split: moving between its boxes keeps every box and says nothing about the total until the split is left', async () => {
    const user = typist();
    const { onSubmit, container } = renderPage({});
    await user.type(screen.getByRole('textbox', { name: 'Audit' }), '40');
    await user.tab();
    expect(screen.queryByText(/must add up to 100/i)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Tax' }), '60');
    await user.tab();
    expect(screen.queryByText(/must add up to 100/i)).not.toBeInTheDocument();
    act(() => container.querySelector('form')?.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ split: { audit: 40, tax: 60 } });
  });

  it('typeahead: typing over a choice clears it on blur, not on the keystroke', async () => {
    const user = typist();
    const { onChange } = renderPage({ address: KING, split: { audit: 50, tax: 50 } });
    await user.type(screen.getByRole('combobox', { name: 'Mailing address' }), ' E');
    expect(screen.getByRole('combobox', { name: 'Mailing address' })).toHaveValue('100 King St W E');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ split: { audit: 50, tax: 50 } });
  });

  it('typeahead: the cleared choice reaches the form after a pause, and a submit never sends the stale one', async () => {
    const user = typist();
    const { onChange, onSubmit, container } = renderPage({ address: KING, split: { audit: 50, tax: 50 } });
    await user.type(screen.getByRole('combobox', { name: 'Mailing address' }), 'x');
    expect(onChange).not.toHaveBeenCalled();
    act(() => container.querySelector('form')?.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ split: { audit: 50, tax: 50 } });
    await user.type(screen.getByRole('combobox', { name: 'Mailing address' }), '{Backspace}');
    await user.click(await screen.findByRole('option', { name: '100 King St W' }));
    expect(onChange).toHaveBeenLastCalledWith({ address: KING, split: { audit: 50, tax: 50 } });
    onChange.mockClear();
    await user.type(screen.getByRole('combobox', { name: 'Mailing address' }), 'y');
    expect(onChange).not.toHaveBeenCalled();
    await pause();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ split: { audit: 50, tax: 50 } });
  });
});
