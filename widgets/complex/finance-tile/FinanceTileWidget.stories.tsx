import type { Meta } from '@storybook/react-vite';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';

const finance = { yearly_amount: 1284.6, installment_amount: 112.4, down_payment: 220 };

const meta = {
  title: 'Complex/FinanceTile',
  ...formMeta((text) => ({
    schema: { type: 'object', properties: { payment_plan: { type: 'string', title: text('Payment plan', 'Mode de paiement'), enum: ['yearly', 'monthly'] } } },
    uiSchema: {
      payment_plan: {
        'ui:widget': 'financeTile',
        'ui:options': {
          options: [
            { key: 'yearly', label: text('Yearly', 'Annuel') },
            { key: 'monthly', label: text('Monthly', 'Mensuel'), selected: true },
          ],
        },
      },
    },
    formContext: { finance },
  })),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Default: FormStory = {};
export const Yearly: FormStory = { args: { formData: { payment_plan: 'yearly' } } };
export const QuoteUnavailable: FormStory = { args: { formContext: {} } };
export const WithError: FormStory = { args: { errors: (text) => ({ payment_plan: { __errors: [text('Choose how you want to pay.', 'Choisissez comment vous voulez payer.')] } }) } };
export const Disabled: FormStory = { args: { disabled: true } };
export const CsrReadOnly: FormStory = { args: { readonly: true, formData: { payment_plan: 'monthly' } } };
export const Narrow: FormStory = { ...phone };
export const French: FormStory = { ...french };
