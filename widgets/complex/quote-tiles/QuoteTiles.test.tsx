import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIntl } from '../../harness/render-intl';
import { QuoteTiles } from './QuoteTiles';

const quotes = [
  { id: 'q3', limitAmount: 3000000, fullPremium: 912.5 },
  { id: 'q1', limitAmount: 1000000, fullPremium: 450 },
  { id: 'q2', limitAmount: 2000000, fullPremium: 675.25, selected: true },
];

describe('QuoteTiles', () => {
  it('lists quotes by limit ascending, limits without cents and premiums with cents', () => {
    renderIntl(<QuoteTiles quotes={quotes} onSelect={() => {}} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Limit $1,000,000, premium $450.00',
      'Limit $2,000,000, premium $675.25',
      'Limit $3,000,000, premium $912.50',
    ]);
    expect(screen.getByRole('radio', { name: 'Limit $2,000,000, premium $675.25' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Choose your coverage limit' })).toBeInTheDocument();
  });

  it('reports the chosen quote by click and by arrow key', async () => {
    const onSelect = vi.fn();
    renderIntl(<QuoteTiles quotes={quotes} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('radio', { name: /\$1,000,000/ }));
    expect(onSelect).toHaveBeenLastCalledWith('q1');
    screen.getByRole('radio', { name: /\$2,000,000/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith('q3');
  });

  it('formats money the French way in fr-CA', () => {
    renderIntl(<QuoteTiles quotes={quotes} onSelect={() => {}} />, 'fr-CA');
    expect(screen.getAllByRole('radio')[0]?.getAttribute('aria-label')).toBe('Limite de 1\u00a0000\u00a0000\u00a0$, prime de 450,00\u00a0$');
    expect(screen.getByText('Sélectionnée')).toBeInTheDocument();
  });

  it('says so when there is no quote', () => {
    renderIntl(<QuoteTiles quotes={[]} onSelect={() => {}} />);
    expect(screen.getByText('No quote is available.')).toBeInTheDocument();
  });
});
