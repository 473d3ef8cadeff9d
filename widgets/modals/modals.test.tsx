import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIntl } from '../harness/render-intl';
import { ErrorModal } from './ErrorModal';
import { ConfirmationModal, useConfirmation } from './ConfirmationModal';
import { TooltipModal } from './TooltipModal';
import { VideoModal } from './VideoModal';

function ErrorOpener({ onClose }: { onClose: (id: string | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ErrorModal
        open={open}
        title="Upload failed"
        message="The file is too large."
        note="Files up to 10 MB are accepted."
        buttons={[
          { id: 'retry', label: 'Try again' },
          { id: 'later', label: 'Later' },
        ]}
        onClose={(id) => {
          setOpen(false);
          onClose(id);
        }}
      />
    </>
  );
}

describe('ErrorModal', () => {
  it('opens as a named dialog with focus inside, returns the clicked id and gives focus back', async () => {
    const onClose = vi.fn();
    renderIntl(<ErrorOpener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Upload failed' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The file is too large.');
    expect(within(dialog).getByText('Files up to 10 MB are accepted.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(onClose).toHaveBeenCalledWith('later');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside and closes with Escape (null)', async () => {
    const onClose = vi.fn();
    renderIntl(<ErrorOpener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Later' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('without a title is named by the generic error title, with a default OK button, in French too', () => {
    renderIntl(<ErrorModal open message="Oups" onClose={() => {}} />, 'fr-CA');
    const dialog = screen.getByRole('alertdialog', { name: 'Une erreur s’est produite' });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});

function ConfirmPage({ onAnswer }: { onAnswer: (id: string | null) => void }) {
  const { confirm, modal } = useConfirmation();
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          onAnswer(
            await confirm({
              title: 'Close this exposure?',
              message: 'Your answers for this aircraft will be removed.',
              note: 'You can add it again later.',
              supportRows: [{ label: 'Phone', value: '1-800-555-0100' }],
              learnMore: { href: 'https://example.org/help' },
              buttons: [
                { id: 'confirm', label: 'Yes, close it' },
                { id: 'cancel', label: 'No' },
              ],
            }),
          )
        }
      >
        Close exposure
      </button>
      {modal}
    </>
  );
}

describe('ConfirmationModal / useConfirmation', () => {
  it('resolves with the clicked button id', async () => {
    const onAnswer = vi.fn();
    renderIntl(<ConfirmPage onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close exposure' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close this exposure?' });
    expect(within(dialog).getByText('1-800-555-0100')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', 'https://example.org/help');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, close it' }));
    expect(onAnswer).toHaveBeenCalledWith('confirm');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves with null when dismissed with Escape', async () => {
    const onAnswer = vi.fn();
    renderIntl(<ConfirmPage onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close exposure' }));
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Close exposure' })).toHaveFocus();
  });

  it('shows further content (choices with their own buttons) after the message, outside the description', async () => {
    const choose = vi.fn();
    renderIntl(
      <ConfirmationModal open title="Pick a plan" message="Two plans fit." buttons={[{ id: 'none', label: 'Neither' }]} onClose={() => undefined}>
        <ul>
          <li>
            Gold <button type="button" onClick={() => choose('gold')}>Choose gold</button>
          </li>
        </ul>
      </ConfirmationModal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Pick a plan' });
    expect(dialog).toHaveAccessibleDescription('Two plans fit.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose gold' }));
    expect(choose).toHaveBeenCalledWith('gold');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['×', 'Choose gold', 'Neither']);
  });
});

describe('TooltipModal and VideoModal', () => {
  it('tooltip is a dialog named by its title with its text as description', async () => {
    const onClose = vi.fn();
    renderIntl(
      <TooltipModal open title="Gross billings" onClose={onClose}>
        Fees billed in the last fiscal year.
      </TooltipModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Gross billings' });
    expect(dialog).toHaveAccessibleDescription('Fees billed in the last fiscal year.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('video plays in a titled iframe', () => {
    renderIntl(<VideoModal open title="How to apply" src="https://video.example.org/embed/1" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'How to apply' });
    expect(within(dialog).getByTitle('How to apply')).toHaveAttribute('src', 'https://video.example.org/embed/1');
  });
});
