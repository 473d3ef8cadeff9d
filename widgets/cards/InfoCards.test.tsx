import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIntl } from '../harness/render-intl';
import { InfoCards, type InfoCard } from './InfoCards';

const cards: InfoCard[] = [
  { id: 'coverage', title: 'Coverage', content: 'What the policy covers.' },
  { id: 'notice', title: 'Notice', content: 'Read this notice.' },
  { id: 'bcfia', title: 'BCFIA', content: 'BC disclosure text.' },
];

function Page({ onAllVisited }: { onAllVisited?: () => void }) {
  const [canContinue, setCanContinue] = useState(false);
  return (
    <>
      <InfoCards
        cards={cards}
        onAllVisited={() => {
          setCanContinue(true);
          onAllVisited?.();
        }}
      />
      <button type="button" disabled={!canContinue}>
        Continue
      </button>
    </>
  );
}

describe('InfoCards', () => {
  it('keeps Continue disabled and the notice shown until every card has been opened', async () => {
    const onAllVisited = vi.fn();
    renderIntl(<Page onAllVisited={onAllVisited} />);
    const notice = 'Important details: open each card and read it before you continue.';
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByText('0 of 3 read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Coverage/ }));
    await userEvent.click(screen.getByRole('button', { name: /Notice/ }));
    expect(screen.getByText('2 of 3 read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /BCFIA/ }));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(screen.getByText('You have read all the important details.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /Coverage/ }));
    expect(onAllVisited).toHaveBeenCalledTimes(1);
  });

  it('shows only the selected card text and marks cards read', async () => {
    renderIntl(<Page />);
    expect(screen.queryByText('What the policy covers.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Coverage/ }));
    expect(screen.getByRole('region', { name: 'Coverage' })).toHaveTextContent('What the policy covers.');
    expect(screen.getByRole('button', { name: /Coverage/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Coverage/ })).toHaveAccessibleDescription('Read');
    expect(screen.getByRole('button', { name: /Notice/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Notice/ })).toHaveAccessibleDescription('Not read yet');
    await userEvent.click(screen.getByRole('button', { name: /Notice/ }));
    expect(screen.queryByText('What the policy covers.')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notice' })).toHaveTextContent('Read this notice.');
  });

  it('opens cards from the keyboard', async () => {
    renderIntl(<Page />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Coverage/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Coverage' })).toBeInTheDocument();
  });

  it('speaks French in fr-CA', () => {
    renderIntl(<Page />, 'fr-CA');
    expect(screen.getByText('Renseignements importants : ouvrez chaque carte et lisez-la avant de continuer.')).toBeInTheDocument();
    expect(screen.getByText('0 sur 3 lues')).toBeInTheDocument();
    expect(screen.getAllByText('Pas encore lue')).toHaveLength(3);
  });
});
