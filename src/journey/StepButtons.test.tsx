/** The buttons under a step's form (docs/requirements.md §2.5): which show, their labels, what each submit is for. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../adapters/types';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { SavedNotice, SAVED_MESSAGE_MS } from './SaveAlerts';
import { StepButtons } from './StepButtons';

const BACK = { name: 'back', type: 'go_back', label: 'Back' };
const CONTINUE = { name: 'continue', type: 'continue', label: 'Continue' };
const SAVE = { name: 'save', type: 'save', label: 'Save changes' };
const DONE = { name: 'done', type: 'done', label: 'Done' };

function draw(props: Partial<Parameters<typeof StepButtons>[0]> = {}, locale: Locale = 'en-CA') {
  const onIntent = vi.fn();
  const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
  render(
    <AppIntlProvider locale={locale}>
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <input aria-label="Name" />
        <StepButtons buttons={[BACK, CONTINUE, SAVE, DONE]} busy={false} canSave onBack={() => {}} onIntent={onIntent} {...props} />
      </form>
    </AppIntlProvider>,
  );
  return { onIntent, onSubmit };
}

const names = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('StepButtons', () => {
  it('Back, Continue, then Save changes and Done; each submit says what it is for', async () => {
    const { onIntent, onSubmit } = draw();
    expect(names()).toEqual(['Back', 'Continue', 'Save changes', 'Done']);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onIntent.mock.calls).toEqual([['stay'], ['stay'], ['continue']]);
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });

  it('in the CSR view Continue only moves on: no submit, no Save changes or Done (docs/requirements.md §8.1)', async () => {
    const onContinue = vi.fn();
    const { onIntent, onSubmit } = draw({ canSave: false, onContinue });
    expect(names()).toEqual(['Back', 'Continue']);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onIntent).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter in a field continues: Continue is the first submit button', async () => {
    const { onIntent, onSubmit } = draw();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onIntent.mock.calls).toEqual([['continue']]);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('without a continue button but with Save changes, Continue is not shown', () => {
    draw({ buttons: [BACK, SAVE] });
    expect(names()).toEqual(['Back', 'Save changes']);
  });

  it('Continue shows when the layout names no button', () => {
    draw({ buttons: [] });
    expect(names()).toEqual(['Continue']);
  });

  it('a locked application can only go back', () => {
    draw({ canSave: false });
    expect(names()).toEqual(['Back']);
  });

  it('the wings design names the steps Next and Back lead to, in both languages', () => {
    draw({ nextTitle: 'Pilot schedule', backTitle: 'Aircraft details' });
    expect(names()).toEqual(['Back: Aircraft details', 'Next: Pilot schedule', 'Save changes', 'Done']);
  });

  it('en français', () => {
    draw({ nextTitle: 'Horaire des pilotes', backTitle: 'Détails de l’aéronef' }, 'fr-CA');
    expect(names()).toEqual(['Retour : Détails de l’aéronef', 'Suivant : Horaire des pilotes', 'Save changes', 'Done']);
  });

  it('while saving, the submit buttons are disabled and the page says it is saving', () => {
    draw({ busy: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Saving your answers…');
  });
});

describe('SavedNotice', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the saved message for 6 seconds after each save', () => {
    vi.useFakeTimers();
    const { rerender } = render(<SavedNotice count={0} message="Your changes have been saved." />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<SavedNotice count={1} message="Your changes have been saved." />);
    expect(screen.getByRole('status')).toHaveTextContent('Your changes have been saved.');
    act(() => vi.advanceTimersByTime(SAVED_MESSAGE_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // a second save shows it again, for another 6 seconds
    rerender(<SavedNotice count={2} message="Your changes have been saved." />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SAVED_MESSAGE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
