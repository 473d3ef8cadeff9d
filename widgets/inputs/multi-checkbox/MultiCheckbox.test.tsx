import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

const offences: HarnessField = {
  schema: { type: 'object', title: 'Offences', properties: { fraud: { type: 'string', enum: ['y', 'n'] }, bribery: { type: 'string', enum: ['y', 'n'] } } },
  uiSchema: { 'ui:field': 'multiCheckbox', 'ui:options': { options: [{ key: 'fraud', label: 'Fraud' }, { key: 'bribery', label: 'Bribery' }] } },
};

describe('MultiCheckbox', () => {
  it('stores every option as "y" or "n"', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...offences} onData={onData} />);
    expect(screen.getByRole('group', { name: 'Offences' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bribery' }));
    expect(onData).toHaveBeenLastCalledWith({ fraud: 'n', bribery: 'y' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fraud' }));
    expect(onData).toHaveBeenLastCalledWith({ fraud: 'y', bribery: 'y' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bribery' }));
    expect(onData).toHaveBeenLastCalledWith({ fraud: 'y', bribery: 'n' });
  });

  it('shows stored answers and its error on the group', () => {
    renderIntl(<FieldHarness {...offences} value={{ fraud: 'y', bribery: 'n' }} errors={['Choose at least one.']} />);
    expect(screen.getByRole('checkbox', { name: 'Fraud' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bribery' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Offences' })).toHaveAccessibleDescription('Choose at least one.');
  });

  it('a required group says so without aria-required, which a group may not carry (axe: aria-allowed-attr)', async () => {
    const { container } = renderIntl(<FieldHarness {...offences} required />);
    const group = screen.getByRole('group', { name: 'Offences' });
    expect(group).not.toHaveAttribute('aria-required');
    // (jsdom keeps the space of the empty error region after it)
    expect(group).toHaveAccessibleDescription(/^Required\s*$/);
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('a required group in error is described by both', () => {
    renderIntl(<FieldHarness {...offences} required errors={['Choose at least one.']} />);
    expect(screen.getByRole('group', { name: 'Offences' })).toHaveAccessibleDescription('Required Choose at least one.');
  });

  it('is locked when disabled', () => {
    renderIntl(<FieldHarness {...offences} disabled />);
    expect(screen.getByRole('checkbox', { name: 'Fraud' })).toBeDisabled();
  });
});
