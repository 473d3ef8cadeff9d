import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';
import { DRAFT_IDLE_MS } from '../../shared/use-draft';

const text: HarnessField = { schema: { type: 'string', title: 'First name' }, uiSchema: { 'ui:widget': 'textbox' } };
const money: HarnessField = { schema: { type: 'number', title: 'Total revenue' }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': { format: 'currency' } } };

describe('Textbox', () => {
  it('is named by its label and stores what is typed when it loses focus', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...text} onData={onData} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana ');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana ');
    await userEvent.tab();
    expect(onData).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenLastCalledWith('Ana ');
  });

  it('stores what is typed once typing pauses, and only then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library waits a 0 ms timeout after each event and advances it only under `jest`'s fake timers
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const onData = vi.fn();
      renderIntl(<FieldHarness {...text} onData={onData} />);
      await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
      act(() => vi.advanceTimersByTime(DRAFT_IDLE_MS - 1));
      expect(onData).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onData).toHaveBeenCalledTimes(1);
      expect(onData).toHaveBeenLastCalledWith('Ana');
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('stores a currency amount as a number and formats it only after blur', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...money} onData={onData} />);
    const input = screen.getByRole('textbox', { name: 'Total revenue' });
    await userEvent.type(input, '1234567.5');
    expect(input).toHaveValue('1234567.5');
    await userEvent.tab();
    expect(onData).toHaveBeenLastCalledWith(1234567.5);
    expect(input).toHaveValue('$1,234,567.50');
    await userEvent.click(input);
    expect(input).toHaveValue('1234567.5');
  });

  it('commits on Enter', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...money} onData={onData} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Total revenue' }), '250{Enter}');
    expect(onData).toHaveBeenLastCalledWith(250);
  });

  it('formats money the French-Canadian way', async () => {
    renderIntl(<FieldHarness {...money} value={1000000} />, 'fr-CA');
    expect(screen.getByRole('textbox', { name: 'Total revenue' })).toHaveValue('1\u00a0000\u00a0000\u00a0$');
  });

  it('keeps text that is not a number as typed, for validation to report', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...money} onData={onData} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Total revenue' }), '12abc');
    await userEvent.tab();
    expect(onData).toHaveBeenLastCalledWith('12abc');
  });

  it.each([
    ['en-CA', 2008],
    ['fr-CA', 2008],
  ] as const)('shows a year as a year, never as an amount (%s)', async (locale, year) => {
    const onData = vi.fn();
    const yearBuilt: HarnessField = { schema: { type: 'number', title: 'Year built' }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': { format: 'year' } } };
    renderIntl(<FieldHarness {...yearBuilt} value={year} onData={onData} />, locale);
    const input = screen.getByRole('textbox', { name: 'Year built' });
    expect(input).toHaveValue('2008');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(input);
    await userEvent.type(input, '1999');
    await userEvent.tab();
    expect(onData).toHaveBeenLastCalledWith(1999);
    expect(input).toHaveValue('1999');
  });

  it('keeps an identifier as typed text, leading zeros included', async () => {
    const onData = vi.fn();
    const licence: HarnessField = { schema: { type: 'string', title: 'Licence number' }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': { format: 'identifier' } } };
    renderIntl(<FieldHarness {...licence} onData={onData} />);
    const input = screen.getByRole('textbox', { name: 'Licence number' });
    await userEvent.type(input, '0012345');
    await userEvent.tab();
    expect(onData).toHaveBeenLastCalledWith('0012345');
    expect(input).toHaveValue('0012345');
  });

  it('shows a percentage with its sign after blur', async () => {
    renderIntl(<FieldHarness schema={{ type: 'number', title: 'Share' }} uiSchema={{ 'ui:widget': 'textbox', 'ui:options': { format: 'percentage' } }} value={25} />);
    expect(screen.getByRole('textbox', { name: 'Share' })).toHaveValue('25%');
  });

  it('announces its error: aria-invalid and the message as its description', () => {
    renderIntl(<FieldHarness {...text} errors={['This field is required.']} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
  });

  it('marks a required field with aria-required and a visual asterisk outside the name', () => {
    renderIntl(<FieldHarness {...text} required />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no asterisk on a required field that is disabled: it asks nothing', () => {
    renderIntl(<FieldHarness {...text} required disabled />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(screen.queryByText('*')).toBeNull();
  });

  it('is disabled or read-only as the form says', () => {
    const { unmount } = renderIntl(<FieldHarness {...text} disabled />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    unmount();
    renderIntl(<FieldHarness {...text} readonly value="Ana" />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly');
  });

  it('shows a tooltip from its info button', async () => {
    renderIntl(<FieldHarness schema={text.schema} uiSchema={{ 'ui:widget': 'textbox', 'ui:options': { tooltip: 'As on your licence.' } }} />);
    expect(screen.queryByText('As on your licence.')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'More information about First name' }));
    expect(screen.getByText('As on your licence.')).toBeVisible();
  });
});
