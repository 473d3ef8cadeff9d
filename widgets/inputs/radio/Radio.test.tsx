import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

const entity: HarnessField = {
  schema: { type: 'string', title: 'Business entity', enum: ['individual', 'corporation'] },
  uiSchema: {
    'ui:widget': 'radio',
    'ui:options': { options: [{ key: 'individual', label: 'Individual' }, { key: 'corporation', label: 'Corporation' }] },
  },
};

describe('Radio', () => {
  it('is a radiogroup named by the field label; arrow keys choose, and the key is stored', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...entity} onData={onData} />);
    const group = screen.getByRole('radiogroup', { name: 'Business entity' });
    await userEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(onData).toHaveBeenLastCalledWith('individual');
    await userEvent.keyboard('{ArrowDown}');
    expect(onData).toHaveBeenLastCalledWith('corporation');
    expect(screen.getByRole('radio', { name: 'Corporation' })).toBeChecked();
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Corporation' }));
  });

  it('reports blur once, when focus leaves the group', async () => {
    const onBlur = vi.fn();
    renderIntl(<FieldHarness {...entity} value="individual" onBlurField={onBlur} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Individual' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.click(document.body);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledWith('root.field', 'corporation');
  });

  it('announces its error on the group', () => {
    renderIntl(<FieldHarness {...entity} errors={['Choose one.']} />);
    const group = screen.getByRole('radiogroup', { name: 'Business entity' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose one.');
  });

  it('cannot be changed when disabled', () => {
    renderIntl(<FieldHarness {...entity} disabled />);
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeDisabled();
  });
});
