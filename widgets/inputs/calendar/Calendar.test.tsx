import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';
import { LazyCalendar } from '../registry';

const begin: HarnessField = {
  schema: { type: 'string', title: 'Coverage begin date', format: 'date' },
  uiSchema: { 'ui:widget': 'calendar', 'ui:options': { dateFormat: 'dd/mm/yyyy', minimumDate: '$date', disabledDays: [0, 6] } },
  formContext: { today: '2025-06-11' },
};

// the widget's code is there, as on a page that names it (widgets/journey-form/preload.ts)
beforeAll(async () => {
  await LazyCalendar.preload();
});

describe('Calendar', () => {
  it('masks typing and stores what is typed on blur or Enter, ISO once the date is complete', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...begin} onData={onData} />);
    const input = screen.getByRole('textbox', { name: 'Coverage begin date' });
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await userEvent.type(input, '0107');
    expect(input).toHaveValue('01/07');
    expect(onData).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onData).toHaveBeenLastCalledWith('01/07');
    await userEvent.type(input, '2025{Enter}');
    expect(input).toHaveValue('01/07/2025');
    expect(onData).toHaveBeenLastCalledWith('2025-07-01');
    await userEvent.tab();
    expect(input).toHaveValue('01/07/2025');
  });

  it('keeps an impossible date exactly as typed so validation reports it', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...begin} onData={onData} />);
    const input = screen.getByRole('textbox', { name: 'Coverage begin date' });
    await userEvent.type(input, '31022025');
    await userEvent.tab();
    expect(onData).toHaveBeenLastCalledWith('31/02/2025');
    expect(input).toHaveValue('31/02/2025');
  });

  it('shows a stored ISO date as dd/mm/yyyy with the French placeholder in fr-CA', () => {
    renderIntl(<FieldHarness {...begin} value="2025-12-24" />, 'fr-CA');
    const input = screen.getByRole('textbox', { name: 'Coverage begin date' });
    expect(input).toHaveValue('24/12/2025');
    expect(input).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
  });

  it('picks a date from the grid by keyboard; weekends and past days cannot be chosen', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...begin} onData={onData} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a date for Coverage begin date' }));
    const dialog = screen.getByRole('dialog', { name: 'June 2025' });
    const today = within(dialog).getByRole('button', { name: 'Wednesday, June 11, 2025' });
    expect(today).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Tuesday, June 10, 2025' })).toHaveAttribute('aria-disabled', 'true');
    const saturday = within(dialog).getByRole('button', { name: 'Saturday, June 14, 2025' });
    expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saturday);
    expect(onData).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Friday, June 13, 2025' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('dialog', { name: 'July 2025' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}'); // Sunday 13 July: not selectable
    expect(onData).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onData).toHaveBeenLastCalledWith('2025-07-14');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coverage begin date' })).toHaveFocus();
  });

  it('closes the picker on Escape and returns focus to its button', async () => {
    renderIntl(<FieldHarness {...begin} />);
    const button = screen.getByRole('button', { name: 'Choose a date for Coverage begin date' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('announces its error and is locked when disabled', () => {
    const { unmount } = renderIntl(<FieldHarness {...begin} errors={['Invalid date']} />);
    expect(screen.getByRole('textbox', { name: 'Coverage begin date' })).toHaveAccessibleDescription('Invalid date');
    unmount();
    renderIntl(<FieldHarness {...begin} disabled />);
    expect(screen.getByRole('textbox', { name: 'Coverage begin date' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose a date for Coverage begin date' })).toBeDisabled();
  });
});
