import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness } from '../../harness/FormHarness';
import { renderIntl } from '../../harness/render-intl';
import { LazyFinanceTile } from '../registry';

const schema: RJSFSchema = { type: 'object', properties: { plan: { type: 'string', title: 'Payment plan', enum: ['yearly', 'monthly'] } } };
const uiOptions = {
  options: [
    { key: 'yearly', label: 'Pay yearly' },
    { key: 'monthly', label: 'Pay monthly', selected: true },
  ],
  unavailableMessage: 'Call us for a financing quote.',
};
const finance = { yearly_amount: 1200, installment_amount: 105.5, down_payment: 210 };

function setup(formContext: Record<string, unknown> | undefined, formData: Record<string, unknown> = {}, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const seen: Record<string, unknown>[] = [];
  const uiSchema: UiSchema = { plan: { 'ui:widget': 'financeTile', 'ui:options': uiOptions } };
  renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} formData={formData} formContext={formContext} onData={(d) => seen.push(d)} />, locale);
  return { last: () => seen[seen.length - 1] };
}

// the widget's code is there, as on a page that names it (widgets/journey-form/preload.ts)
beforeAll(async () => {
  await LazyFinanceTile.preload();
});

describe('FinanceTileWidget', () => {
  it('starts on the option marked selected and shows its amount', () => {
    const { last } = setup({ finance });
    expect(last()).toEqual({ plan: 'monthly' });
    expect(screen.getByRole('radio', { name: 'Pay monthly' })).toBeChecked();
    expect(screen.getByText('$105.50 per month')).toBeInTheDocument();
    expect(screen.getByText('Down payment: $210.00')).toBeInTheDocument();
  });

  it('switches to yearly', async () => {
    const { last } = setup({ finance }, { plan: 'monthly' });
    await userEvent.click(screen.getByRole('radio', { name: 'Pay yearly' }));
    expect(last()).toEqual({ plan: 'yearly' });
    expect(screen.getByText('$1,200.00 per year')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Payment plan' })).toHaveAccessibleDescription(/\$1,200\.00 per year/);
  });

  it('keeps a stored answer over the layout selection', () => {
    setup({ finance }, { plan: 'yearly' });
    expect(screen.getByRole('radio', { name: 'Pay yearly' })).toBeChecked();
  });

  it('shows the configured quote-unavailable message without finance data', () => {
    setup(undefined);
    expect(screen.getByText('Call us for a financing quote.')).toBeInTheDocument();
    expect(screen.queryByText(/per month/)).not.toBeInTheDocument();
  });

  it('formats in French', () => {
    setup({ finance }, { plan: 'yearly' }, 'fr-CA');
    expect(document.querySelector('.cx-amount')?.textContent).toBe('1\u00a0200,00\u00a0$ par année');
  });
});
