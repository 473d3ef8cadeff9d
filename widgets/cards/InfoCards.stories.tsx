import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { french, narrow, withLocale } from '../complex/shared/story-helpers';
import { InfoCards, type InfoCard } from './InfoCards';

const cards: InfoCard[] = [
  { id: 'coverage', title: 'Your coverage', content: <p>Professional liability for claims made during the policy period.</p> },
  { id: 'notice', title: 'Notice to applicant', content: <p>Answer every question truthfully; a wrong answer can void the policy.</p> },
  { id: 'disclosure', title: 'Program disclosure', content: <p>The program is offered through your association.</p> },
];

/** The eligibility page's use: Continue waits for every card. */
function EligibilityCards({ initiallyVisited }: { initiallyVisited?: string[] }) {
  const [ready, setReady] = useState(Boolean(initiallyVisited && initiallyVisited.length === cards.length));
  return (
    <>
      <InfoCards cards={cards} initiallyVisited={initiallyVisited} onAllVisited={() => setReady(true)} />
      <button type="button" className="btn btn-primary" disabled={!ready}>
        Continue
      </button>
    </>
  );
}

const meta = { title: 'Cards/InfoCards', component: EligibilityCards, decorators: [withLocale] } satisfies Meta<typeof EligibilityCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotVisited: Story = {};
export const PartlyVisited: Story = { args: { initiallyVisited: ['coverage'] } };
export const AllVisited: Story = { args: { initiallyVisited: ['coverage', 'notice', 'disclosure'] } };
export const Narrow: Story = { ...narrow };
export const French: Story = { ...french };
