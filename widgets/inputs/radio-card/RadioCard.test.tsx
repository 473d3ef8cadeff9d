import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

const plan: HarnessField = {
  schema: { type: 'string', title: 'Plan', enum: ['basic', 'plus'] },
  uiSchema: {
    'ui:widget': 'radioCard',
    'ui:options': {
      options: [
        { key: 'basic', label: 'Basic', tags: { description: 'Liability only' } },
        { key: 'plus', label: 'Plus', shortLabel: 'Most chosen' },
      ],
    },
  },
};

describe('RadioCard', () => {
  it('shows each option as a card and stores the chosen key', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...plan} onData={onData} />);
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByText('Liability only')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Most chosen'));
    expect(onData).toHaveBeenLastCalledWith('plus');
    expect(screen.getByRole('radio', { name: /Plus/ })).toBeChecked();
  });

  it('disables every card in a CSR read-only form', () => {
    renderIntl(<FieldHarness {...plan} readonly value="basic" />);
    expect(screen.getByRole('radio', { name: /Basic/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Basic/ })).toBeChecked();
  });
});
