import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

const consent: HarnessField = { schema: { type: 'string', title: 'I agree to the terms', enum: ['y', 'n'] }, uiSchema: { 'ui:widget': 'yesNoCheckbox' } };

describe('YesNoCheckbox', () => {
  it('is one checkbox named by the question, storing "y" when ticked and "n" when not', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...consent} onData={onData} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.click(box);
    expect(onData).toHaveBeenLastCalledWith('y');
    await userEvent.keyboard(' ');
    expect(onData).toHaveBeenLastCalledWith('n');
    expect(screen.getAllByText('I agree to the terms')).toHaveLength(1);
  });

  it('announces its error', () => {
    renderIntl(<FieldHarness {...consent} errors={['You must agree.']} />);
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toHaveAccessibleDescription('You must agree.');
  });
});
