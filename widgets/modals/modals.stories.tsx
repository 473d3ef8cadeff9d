import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { french, narrow, withLocale } from '../complex/shared/story-helpers';
import { ErrorModal } from './ErrorModal';
import { useConfirmation } from './ConfirmationModal';
import { TooltipModal } from './TooltipModal';
import { VideoModal } from './VideoModal';

type Kind = 'error' | 'confirmation' | 'tooltip' | 'video';

/** Opens one modal from a button, as pages do, and shows what it returned. */
function ModalDemo({ kind }: { kind: Kind }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const { confirm, modal } = useConfirmation();
  const close = (id: string | null = null) => {
    setOpen(false);
    setResult(String(id));
  };
  const openIt = async () => {
    if (kind !== 'confirmation') return setOpen(true);
    setResult(
      String(
        await confirm({
          title: 'Close this exposure?',
          message: 'The aircraft C-GABC and its answers will be removed from this application.',
          note: 'You can add it again later.',
          supportRows: [{ label: 'Phone', value: '1-800-555-0100' }],
          learnMore: { href: 'https://example.org/help' },
          buttons: [
            { id: 'confirm', label: 'Yes, close it' },
            { id: 'cancel', label: 'No, keep it' },
          ],
        }),
      ),
    );
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => void openIt()}>
        Open {kind} modal
      </button>
      {result !== null && <p>Returned: {result}</p>}
      {kind === 'error' && (
        <ErrorModal open={open} title="We could not save your answers" message="The service is not responding." note="Your answers are kept in this browser." onClose={close} />
      )}
      {kind === 'tooltip' && (
        <TooltipModal open={open} title="Gross billings" onClose={() => close()}>
          Fees billed to clients in your last complete fiscal year, before expenses.
        </TooltipModal>
      )}
      {kind === 'video' && <VideoModal open={open} title="How to apply" src="about:blank" onClose={() => close()} />}
      {modal}
    </>
  );
}

const meta = { title: 'Modals/Modals', component: ModalDemo, decorators: [withLocale], args: { kind: 'error' } } satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorModalStory: Story = { name: 'Error modal', args: { kind: 'error' } };
export const Confirmation: Story = { args: { kind: 'confirmation' } };
export const Tooltip: Story = { args: { kind: 'tooltip' } };
export const Video: Story = { args: { kind: 'video' } };
export const ErrorWithoutTitle: Story = {
  render: () => <ErrorModal open message="Something unexpected happened. Please try again." onClose={() => {}} />,
};
export const Narrow: Story = { ...narrow, args: { kind: 'confirmation' } };
export const French: Story = { ...french, args: { kind: 'error' } };
