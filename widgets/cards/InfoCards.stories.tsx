import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryText, type StoryText } from '../stories/story-text';
import { french, phone } from '../stories/viewports';
import { InfoCards, type InfoCard } from './InfoCards';
import '../theme/buttons.css';

const cardsIn = (text: StoryText): InfoCard[] => [
  {
    id: 'coverage',
    title: text('Your coverage', 'Votre couverture'),
    content: <p>{text('Professional liability for claims made during the policy period.', 'Responsabilité professionnelle pour les réclamations présentées pendant la période d’assurance.')}</p>,
  },
  {
    id: 'notice',
    title: text('Notice to applicant', 'Avis au proposant'),
    content: <p>{text('Answer every question truthfully; a wrong answer can void the policy.', 'Répondez à chaque question avec exactitude; une réponse inexacte peut annuler la police.')}</p>,
  },
  {
    id: 'disclosure',
    title: text('Program disclosure', 'Divulgation du programme'),
    content: <p>{text('The program is offered through your association.', 'Le programme est offert par l’intermédiaire de votre association.')}</p>,
  },
];

/** The eligibility page's use: Continue waits for every card. */
function EligibilityCards({ initiallyVisited }: { initiallyVisited?: string[] }) {
  const text = useStoryText();
  const cards = cardsIn(text);
  const [ready, setReady] = useState(Boolean(initiallyVisited && initiallyVisited.length === cards.length));
  return (
    <>
      <InfoCards cards={cards} initiallyVisited={initiallyVisited} onAllVisited={() => setReady(true)} />
      <button type="button" className="jf-button" disabled={!ready}>
        {text.message('widgets.form.continue')}
      </button>
    </>
  );
}

const meta = { title: 'Cards/InfoCards', component: EligibilityCards } satisfies Meta<typeof EligibilityCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotVisited: Story = {};
export const PartlyVisited: Story = { args: { initiallyVisited: ['coverage'] } };
export const AllVisited: Story = { args: { initiallyVisited: ['coverage', 'notice', 'disclosure'] } };
export const Narrow: Story = { ...phone };
export const French: Story = { ...french };
