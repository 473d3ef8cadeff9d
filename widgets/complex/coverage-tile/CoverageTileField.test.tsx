import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness } from '../../harness/FormHarness';
import { renderIntl } from '../../harness/render-intl';
import { LazyCoverageTile } from '../registry';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    coverage: { type: 'object', properties: { key: { type: 'string' }, limit: { type: ['number', 'null'] } } },
    required_rule_coverage: { type: 'string' },
  },
};

const limits = [
  { key: '1000000', label: '1000000' },
  { key: '2000000', label: '2000000' },
];
const uiSchema: UiSchema = {
  coverage: {
    'ui:field': 'coverageTile',
    'ui:options': {
      title: 'Professional liability',
      options: [
        { key: 'basic', label: 'Basic', shortLabel: 'Core protection', options: limits },
        { key: 'plus', label: 'Plus', shortLabel: 'More protection', tags: { recommended: true }, options: limits },
        { key: 'max', label: 'Max', options: [{ key: '5000000', label: '5000000' }] },
      ],
    },
  },
  required_rule_coverage: { 'ui:widget': 'hidden' },
};

function setup(formData: Record<string, unknown> = {}, extra: { readonly?: boolean; locale?: 'en-CA' | 'fr-CA' } = {}) {
  const seen: Record<string, unknown>[] = [];
  renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} formData={formData} readonly={extra.readonly} onData={(d) => seen.push(d)} />, extra.locale);
  return { last: () => seen[seen.length - 1] };
}

// the widget's code is there, as on a page that names it (widgets/journey-form/preload.ts)
beforeAll(async () => {
  await LazyCoverageTile.preload();
});

describe('CoverageTileField', () => {
  it('shows each tile with title, description, limit dropdown and the recommended badge only where tagged', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Professional liability' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveAccessibleDescription('Core protection');
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
    expect(screen.getByText('Recommended').closest('.cx-tile')).toHaveTextContent('Plus');
    const select = screen.getByRole('combobox', { name: 'Limit for Basic' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a limit', '$1,000,000', '$2,000,000']);
  });

  it('choosing a tile stores {key, limit: null}, sets required_rule_coverage to "y" and asks for a limit', async () => {
    const { last } = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Plus' }));
    expect(last()).toEqual({ coverage: { key: 'plus', limit: null }, required_rule_coverage: 'y' });
    const select = screen.getByRole('combobox', { name: 'Limit for Plus' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a limit for the selected coverage.');
  });

  it('choosing a limit stores it as a number and clears the error', async () => {
    const { last } = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Plus' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Limit for Plus' }), '2000000');
    expect(last()).toEqual({ coverage: { key: 'plus', limit: 2000000 }, required_rule_coverage: 'y' });
    expect(screen.getByRole('combobox', { name: 'Limit for Plus' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choose a limit for the selected coverage.')).not.toBeInTheDocument();
  });

  it('choosing another tile deselects the first and resets the limit', async () => {
    const { last } = setup({ coverage: { key: 'plus', limit: 2000000 } });
    expect(screen.getByRole('radio', { name: 'Plus' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Basic' }));
    expect(screen.getByRole('radio', { name: 'Plus' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
    expect(last()).toEqual({ coverage: { key: 'basic', limit: null }, required_rule_coverage: 'y' });
    expect(screen.getByRole('combobox', { name: 'Limit for Plus' })).toHaveValue('');
  });

  it('choosing a limit in another tile selects that tile with that limit', async () => {
    const { last } = setup({ coverage: { key: 'plus', limit: 2000000 } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Limit for Max' }), '5000000');
    expect(last()).toEqual({ coverage: { key: 'max', limit: 5000000 }, required_rule_coverage: 'y' });
    expect(screen.getByRole('radio', { name: 'Max' })).toBeChecked();
  });

  it('is keyboard operable: arrow keys move the selection between tiles', async () => {
    const { last } = setup({ coverage: { key: 'basic', limit: 1000000 } });
    screen.getByRole('radio', { name: 'Basic' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Plus' })).toHaveFocus();
    expect(last()).toEqual({ coverage: { key: 'plus', limit: null }, required_rule_coverage: 'y' });
  });

  it('is read-only for a CSR: nothing can be changed', () => {
    setup({ coverage: { key: 'plus', limit: 1000000 } }, { readonly: true });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Limit for Plus' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Limit for Plus' })).toHaveValue('1000000');
  });

  it('speaks French in fr-CA, with French money', () => {
    setup({ coverage: { key: 'plus', limit: null } }, { locale: 'fr-CA' });
    expect(screen.getByText('Recommandé')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Limite pour Plus' });
    expect(select).toHaveAccessibleDescription('Choisissez une limite pour la protection sélectionnée.');
    // no-break spaces, as adapters/format prints for the server and PDFs too
    expect(within(select).getAllByRole('option')[1]?.textContent).toBe('1\u00a0000\u00a0000\u00a0$');
  });
});

describe('CoverageTileField without a declared rule field', () => {
  it('does not write required_rule_coverage when the page does not ask for it', async () => {
    const seen: Record<string, unknown>[] = [];
    const { required_rule_coverage: _omitted, ...properties } = schema.properties as Record<string, RJSFSchema>;
    renderIntl(<FormHarness schema={{ type: 'object', properties }} uiSchema={{ coverage: uiSchema.coverage }} onData={(d) => seen.push(d)} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Basic' }));
    expect(seen[seen.length - 1]).toEqual({ coverage: { key: 'basic', limit: null } });
  });
});
