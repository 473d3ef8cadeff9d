import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

const province: HarnessField = {
  schema: { type: 'string', title: 'Province', enum: ['ON', 'QC'] },
  uiSchema: { 'ui:widget': 'dropdown', 'ui:options': { options: [{ key: 'ON', label: 'Ontario' }, { key: 'QC', label: 'Quebec' }] } },
};

describe('Dropdown', () => {
  it('lists the layout options after an empty choice and stores the option key', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...province} onData={onData} />);
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Select…', 'Ontario', 'Quebec']);
    await userEvent.selectOptions(select, 'Quebec');
    expect(onData).toHaveBeenLastCalledWith('QC');
    await userEvent.selectOptions(select, 'Select…');
    expect(onData).toHaveBeenLastCalledWith(undefined);
  });

  it('speaks French in fr-CA', () => {
    renderIntl(<FieldHarness {...province} />, 'fr-CA');
    expect(screen.getByRole('option', { name: 'Sélectionner…' })).toBeInTheDocument();
  });

  it('falls back to the schema enum when the adapter gives no options', () => {
    renderIntl(<FieldHarness schema={{ type: 'string', title: 'Size', enum: ['s', 'm'] }} uiSchema={{ 'ui:widget': 'dropdown' }} />);
    expect(screen.getByRole('option', { name: 'm' })).toBeInTheDocument();
  });

  it('shows its error and cannot be changed when disabled or read-only', () => {
    const { unmount } = renderIntl(<FieldHarness {...province} errors={['Choose a province.']} />);
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveAccessibleDescription('Choose a province.');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveAttribute('aria-invalid', 'true');
    unmount();
    renderIntl(<FieldHarness {...province} readonly value="ON" />);
    expect(screen.getByRole('combobox', { name: 'Province' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');
  });
});
