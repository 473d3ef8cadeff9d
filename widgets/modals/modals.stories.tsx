import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryText } from '../stories/story-text';
import { french, phone } from '../stories/viewports';
import { ErrorModal } from './ErrorModal';
import { PopupModal } from './PopupModal';
import { useConfirmation } from './ConfirmationModal';
import { TooltipModal } from './TooltipModal';
import { VideoModal } from './VideoModal';

type Kind = 'error' | 'confirmation' | 'tooltip' | 'video';

/** Opens one modal from a button, as pages do, and shows what it returned. */
function ModalDemo({ kind }: { kind: Kind }) {
  const text = useStoryText();
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
          title: text('Close this exposure?', 'Retirer cette exposition?'),
          message: text(
            'The aircraft C-GABC and its answers will be removed from this application.',
            'L’aéronef C-GABC et ses réponses seront retirés de cette proposition.',
          ),
          note: text('You can add it again later.', 'Vous pourrez l’ajouter de nouveau plus tard.'),
          supportRows: [{ label: text('Phone', 'Téléphone'), value: '1-800-555-0100' }],
          learnMore: { href: 'https://example.org/help' },
          buttons: [
            { id: 'confirm', label: text('Yes, close it', 'Oui, la retirer') },
            { id: 'cancel', label: text('No, keep it', 'Non, la garder') },
          ],
        }),
      ),
    );
  };
  return (
    <>
      <button type="button" className="jf-button" onClick={() => void openIt()}>
        {text.message('widgets.stories.openModal', { kind })}
      </button>
      {result !== null && <p>{text.message('widgets.stories.returned', { result })}</p>}
      {kind === 'error' && (
        <ErrorModal
          open={open}
          title={text('We could not save your answers', 'Nous n’avons pas pu enregistrer vos réponses')}
          message={text('The service is not responding.', 'Le service ne répond pas.')}
          note={text('Your answers are kept in this browser.', 'Vos réponses sont conservées dans ce navigateur.')}
          onClose={close}
        />
      )}
      {kind === 'tooltip' && (
        <TooltipModal open={open} title={text('Gross billings', 'Facturation brute')} onClose={() => close()}>
          {text(
            'Fees billed to clients in your last complete fiscal year, before expenses.',
            'Honoraires facturés aux clients au cours de votre dernier exercice complet, avant les dépenses.',
          )}
        </TooltipModal>
      )}
      {kind === 'video' && <VideoModal open={open} title={text('How to apply', 'Comment présenter une demande')} src="about:blank" onClose={() => close()} />}
      {modal}
    </>
  );
}

/** An error modal opened by the page itself, without a title. */
function UntitledError() {
  const text = useStoryText();
  return <ErrorModal open message={text('Something unexpected happened. Please try again.', 'Un problème inattendu est survenu. Veuillez réessayer.')} onClose={() => {}} />;
}

/** A layout page's popup (README "For analysts", Popups): warning tone, markdown message, one button. */
function PagePopup() {
  const text = useStoryText();
  return (
    <PopupModal
      popup={{
        id: 'premisesNotice',
        trigger: 'change',
        tone: 'warning',
        title: text('Premises liability', 'Responsabilité locative'),
        message: text('Your landlord may ask you to name them as an **additional insured**.', 'Votre propriétaire peut vous demander de l’ajouter comme **assuré additionnel**.'),
        buttons: [{ id: 'ok', label: text('I understand', 'Je comprends'), then: 'close' }],
      }}
      onClose={() => {}}
    />
  );
}

const meta = { title: 'Modals/Modals', component: ModalDemo, args: { kind: 'error' } } satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorModalStory: Story = { name: 'Error modal', args: { kind: 'error' } };
export const Confirmation: Story = { args: { kind: 'confirmation' } };
export const Tooltip: Story = { args: { kind: 'tooltip' } };
export const Video: Story = { args: { kind: 'video' } };
export const ErrorWithoutTitle: Story = { render: () => <UntitledError /> };
export const Narrow: Story = { ...phone, args: { kind: 'confirmation' } };
export const French: Story = { ...french, args: { kind: 'error' } };
export const LayoutPopup: Story = { render: () => <PagePopup /> };
