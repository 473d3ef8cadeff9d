import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness } from '../../harness/FormHarness';
import { renderIntl } from '../../harness/render-intl';

const schema: RJSFSchema = {
  type: 'object',
  properties: { cover: { type: 'string', title: 'Ground coverage', enum: ['none', 'all_risks'] } },
  required: ['cover'],
};
const uiSchema: UiSchema = {
  cover: {
    'ui:widget': 'insuranceTile',
    'ui:options': {
      options: [
        { key: 'none', label: 'No ground coverage' },
        { key: 'all_risks', label: 'All risks', shortLabel: 'Covers the aircraft on the ground', tags: { recommended: 'true' } },
      ],
    },
  },
};

describe('InsuranceTileWidget', () => {
  it('stores the chosen tile key and shows description and badge', async () => {
    const seen: Record<string, unknown>[] = [];
    renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} onData={(d) => seen.push(d)} />);
    expect(screen.getByRole('radiogroup', { name: 'Ground coverage' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All risks' })).toHaveAccessibleDescription('Covers the aircraft on the ground');
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All risks' }));
    expect(seen[seen.length - 1]).toEqual({ cover: 'all_risks' });
  });

  it('is disabled for a CSR and says Recommandé in French', () => {
    renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} formData={{ cover: 'none' }} readonly />, 'fr-CA');
    expect(screen.getByRole('radio', { name: 'No ground coverage' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All risks' })).toBeDisabled();
    expect(screen.getByText('Recommandé')).toBeInTheDocument();
  });
});
