import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../shared/FormHarness';
import { french, narrow, withLocale } from '../shared/story-helpers';

const finance = { yearly_amount: 1284.6, installment_amount: 112.4, down_payment: 220 };

const meta = {
  title: 'Complex/FinanceTile',
  component: FormHarness,
  decorators: [withLocale],
  args: {
    schema: { type: 'object', properties: { payment_plan: { type: 'string', title: 'Payment plan', enum: ['yearly', 'monthly'] } } },
    uiSchema: {
      payment_plan: {
        'ui:widget': 'financeTile',
        'ui:options': {
          options: [
            { key: 'yearly', label: 'Yearly' },
            { key: 'monthly', label: 'Monthly', selected: true },
          ],
        },
      },
    },
    formContext: { finance },
  },
} satisfies Meta<typeof FormHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Yearly: Story = { args: { formData: { payment_plan: 'yearly' } } };
export const QuoteUnavailable: Story = { args: { formContext: {} } };
export const WithError: Story = { args: { extraErrors: { payment_plan: { __errors: ['Choose how you want to pay.'] } } } };
export const Disabled: Story = { args: { disabled: true } };
export const CsrReadOnly: Story = { args: { readonly: true, formData: { payment_plan: 'monthly' } } };
export const Narrow: Story = { ...narrow };
export const French: Story = { ...french };
