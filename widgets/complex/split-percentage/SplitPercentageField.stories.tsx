import type { Meta } from '@storybook/react-vite';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';

const meta = {
  title: 'Complex/SplitPercentage',
  ...formMeta((text) => ({
    schema: {
      type: 'object',
      properties: {
        practice_split: {
          type: 'object',
          title: text('Split of your practice', 'Répartition de vos activités'),
          properties: {
            tax: { type: 'number', title: text('Tax preparation', 'Préparation des déclarations de revenus'), minimum: 0, maximum: 100 },
            audit: { type: 'number', title: text('Audit', 'Vérification'), minimum: 0, maximum: 100 },
            consulting: { type: 'number', title: text('Management consulting', 'Conseil en gestion'), minimum: 0, maximum: 100 },
          },
        },
      },
    },
    uiSchema: { practice_split: { 'ui:field': 'splitPercentage' } },
  })),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Default: FormStory = {};
export const Complete: FormStory = { args: { formData: { practice_split: { tax: 50, audit: 30, consulting: 20 } } } };
export const WithError: FormStory = {
  args: { formData: { practice_split: { tax: 50, audit: 20 } }, errors: (text) => ({ practice_split: { __errors: [text.message('validation.splitTotal', { total: 70 })] } }) },
};
export const Disabled: FormStory = { args: { disabled: true } };
export const CsrReadOnly: FormStory = { args: { readonly: true, formData: { practice_split: { tax: 60, audit: 40, consulting: 0 } } } };
export const Narrow: FormStory = { ...phone };
export const French: FormStory = { ...french };
