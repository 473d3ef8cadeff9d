import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

const licensed: HarnessField = { schema: { type: 'string', title: 'Are you licensed?', enum: ['y', 'n'] }, uiSchema: { 'ui:widget': 'radioSlider' } };

describe('RadioSlider', () => {
  it('is a two-position yes/no switch storing "y" and "n", unanswered at first', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...licensed} onData={onData} />);
    const yes = screen.getByRole('radio', { name: 'Yes' });
    const no = screen.getByRole('radio', { name: 'No' });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    await userEvent.click(yes);
    expect(onData).toHaveBeenLastCalledWith('y');
    await userEvent.click(no);
    expect(onData).toHaveBeenLastCalledWith('n');
  });

  it('says Oui / Non in French and takes labels from the layout when given', () => {
    const { unmount } = renderIntl(<FieldHarness {...licensed} />, 'fr-CA');
    expect(screen.getByRole('radio', { name: 'Oui' })).toBeInTheDocument();
    unmount();
    renderIntl(
      <FieldHarness
        schema={licensed.schema}
        uiSchema={{ 'ui:widget': 'radioSlider', 'ui:options': { options: [{ key: 'y', label: 'Licensed' }, { key: 'n', label: 'Not licensed' }] } }}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Not licensed' })).toBeInTheDocument();
  });
});
