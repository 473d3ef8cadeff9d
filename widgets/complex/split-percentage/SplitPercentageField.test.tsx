import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness } from '../../harness/FormHarness';
import { renderIntl } from '../../harness/render-intl';
import { LazySplitPercentage } from '../registry';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    practice: {
      type: 'object',
      title: 'Practice split',
      properties: {
        tax: { type: 'number', title: 'Tax', minimum: 0, maximum: 100 },
        audit: { type: 'number', title: 'Audit', minimum: 0, maximum: 100 },
      },
    },
  },
};
const uiSchema: UiSchema = { practice: { 'ui:field': 'splitPercentage' } };

function setup(formData: Record<string, unknown> = {}, locale: 'en-CA' | 'fr-CA' = 'en-CA', readonly = false) {
  const seen: Record<string, unknown>[] = [];
  renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} formData={formData} readonly={readonly} onData={(d) => seen.push(d)} />, locale);
  return { last: () => seen[seen.length - 1] };
}

// the widget's code is there, as on a page that names it (widgets/journey-form/preload.ts)
beforeAll(async () => {
  await LazySplitPercentage.preload();
});

describe('SplitPercentageField', () => {
  it('stores numbers per component and shows the live total', async () => {
    const { last } = setup();
    expect(screen.getByRole('group', { name: 'Practice split' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tax'), '60');
    await userEvent.type(screen.getByLabelText('Audit'), '40');
    // the total follows the typing; the form gets the box once it is left
    expect(screen.getByRole('status')).toHaveTextContent('Total: 100%');
    expect(last()).toEqual({ practice: { tax: 60 } });
    await userEvent.tab();
    expect(last()).toEqual({ practice: { tax: 60, audit: 40 } });
  });

  it('flags a value outside 0-100 on its box', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Tax'), '120');
    expect(screen.getByLabelText('Tax')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tax')).toHaveAccessibleDescription('Enter a percentage from 0 to 100.');
    expect(screen.getByLabelText('Audit')).not.toHaveAttribute('aria-invalid');
  });

  it('once the split is left, says the total must be 100 while it is not; not while moving between its boxes', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Tax'), '60');
    expect(screen.queryByText(/must add up to 100/)).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.type(screen.getByLabelText('Audit'), '30');
    expect(screen.queryByText(/must add up to 100/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('group', { name: 'Practice split' })).toHaveAccessibleDescription(
      'Total: 90% The percentages must add up to 100% (now 90%).',
    );
    await userEvent.type(screen.getByLabelText('Audit'), '{Backspace}{Backspace}40');
    expect(screen.queryByText(/must add up to 100/)).not.toBeInTheDocument();
  });

  it('reads French decimals and speaks French in fr-CA', async () => {
    const { last } = setup({}, 'fr-CA');
    await userEvent.type(screen.getByLabelText('Tax'), '12,5');
    await userEvent.tab();
    expect(last()).toEqual({ practice: { tax: 12.5 } });
    expect(screen.getByRole('status').textContent).toBe('Total : 12,5 %');
  });

  it('is read-only for a CSR', () => {
    setup({ practice: { tax: 50, audit: 50 } }, 'en-CA', true);
    expect(screen.getByLabelText('Tax')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Tax')).toHaveValue('50');
  });
});
