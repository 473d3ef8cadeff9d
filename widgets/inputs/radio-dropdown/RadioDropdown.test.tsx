import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldHarness, type HarnessField } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';

const term: HarnessField = {
  schema: { type: 'string', title: 'Policy term', enum: ['1', '2', '3'] },
  uiSchema: {
    'ui:widget': 'radioDropdown',
    'ui:options': { options: [{ key: '1', label: 'One year' }, { key: '2', label: 'Two years' }, { key: '3', label: 'Three years' }] },
  },
};

describe('RadioDropdown', () => {
  it('opens a list of radios from a button and closes on a pointer choice, focus back on the button', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...term} onData={onData} />);
    const button = screen.getByRole('button', { name: 'Policy term Select…' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByRole('radiogroup', { name: 'Policy term' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Two years' }));
    expect(onData).toHaveBeenLastCalledWith('2');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Policy term Two years' })).toHaveFocus();
  });

  it('lets the keyboard browse with arrows and confirm with Enter; Escape closes', async () => {
    const onData = vi.fn();
    renderIntl(<FieldHarness {...term} value="1" onData={onData} />);
    await userEvent.click(screen.getByRole('button', { name: 'Policy term One year' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'One year' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onData).toHaveBeenLastCalledWith('2');
    expect(screen.getByRole('radiogroup', { name: 'Policy term' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('radiogroup')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Policy term Two years' })).toHaveFocus();
  });

  it('says it is required in its description and on its radiogroup, not with aria-required on the button', async () => {
    renderIntl(<FieldHarness {...term} required errors={['Choose a term.']} />);
    const button = screen.getByRole('button', { name: 'Policy term Select…' });
    expect(button).not.toHaveAttribute('aria-required');
    expect(button).toHaveAccessibleDescription('Required Choose a term.');
    await userEvent.click(button);
    expect(screen.getByRole('radiogroup', { name: 'Policy term' })).toBeRequired();
  });

  it('says "Obligatoire" in fr-CA', () => {
    renderIntl(<FieldHarness {...term} required />, 'fr-CA');
    expect(screen.getByRole('button', { name: /Policy term/ })).toHaveAccessibleDescription(/^Obligatoire\s*$/);
  });

  it('announces its error and cannot open when disabled', () => {
    const { unmount } = renderIntl(<FieldHarness {...term} errors={['Choose a term.']} />);
    expect(screen.getByRole('button', { name: /Policy term/ })).toHaveAccessibleDescription('Choose a term.');
    unmount();
    renderIntl(<FieldHarness {...term} disabled />);
    expect(screen.getByRole('button', { name: /Policy term/ })).toBeDisabled();
  });
});
