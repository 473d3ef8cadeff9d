import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../shared/FormHarness';
import { french, narrow, withLocale } from '../shared/story-helpers';

const meta = {
  title: 'Complex/SplitPercentage',
  component: FormHarness,
  decorators: [withLocale],
  args: {
    schema: {
      type: 'object',
      properties: {
        practice_split: {
          type: 'object',
          title: 'Split of your practice',
          properties: {
            tax: { type: 'number', title: 'Tax preparation', minimum: 0, maximum: 100 },
            audit: { type: 'number', title: 'Audit', minimum: 0, maximum: 100 },
            consulting: { type: 'number', title: 'Management consulting', minimum: 0, maximum: 100 },
          },
        },
      },
    },
    uiSchema: { practice_split: { 'ui:field': 'splitPercentage' } },
  },
} satisfies Meta<typeof FormHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Complete: Story = { args: { formData: { practice_split: { tax: 50, audit: 30, consulting: 20 } } } };
export const WithError: Story = {
  args: { formData: { practice_split: { tax: 50, audit: 20 } }, extraErrors: { practice_split: { __errors: ['The percentages must add up to 100%.'] } } },
};
export const Disabled: Story = { args: { disabled: true } };
export const CsrReadOnly: Story = { args: { readonly: true, formData: { practice_split: { tax: 60, audit: 40, consulting: 0 } } } };
export const Narrow: Story = { ...narrow };
export const French: Story = { ...french };
