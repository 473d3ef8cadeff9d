import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../shared/FormHarness';
import { french, narrow, withLocale } from '../shared/story-helpers';

const pilots = [
  { first_name: 'Amelia', last_name: 'Earhart', lifetime_hours: 1200 },
  { first_name: 'Bessie', last_name: 'Coleman', lifetime_hours: 800 },
];

const meta = {
  title: 'Complex/MultiField',
  component: FormHarness,
  decorators: [withLocale],
  args: {
    schema: {
      type: 'object',
      properties: {
        pilots: {
          type: 'array',
          title: 'Pilots',
          maxItems: 10,
          items: {
            type: 'object',
            properties: {
              first_name: { type: 'string', title: 'First name' },
              last_name: { type: 'string', title: 'Last name' },
              lifetime_hours: { type: 'number', title: 'Lifetime hours' },
            },
            required: ['first_name', 'last_name'],
          },
        },
      },
    },
    uiSchema: { pilots: { 'ui:field': 'multiField', 'ui:options': { itemLabel: 'Pilot', maxItems: 10, summary: ['first_name', 'last_name'] } } },
  },
} satisfies Meta<typeof FormHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithItems: Story = { args: { formData: { pilots } } };
export const WithError: Story = {
  args: { formData: { pilots: [{ first_name: 'Amelia' }] }, extraErrors: { pilots: { 0: { last_name: { __errors: ['This field is required.'] } } } } },
};
export const AtMaximum: Story = {
  args: { formData: { pilots: Array.from({ length: 10 }, (_, i) => ({ first_name: `Pilot`, last_name: `No. ${i + 1}` })) } },
};
export const Disabled: Story = { args: { disabled: true, formData: { pilots } } };
export const CsrReadOnly: Story = { args: { readonly: true, formData: { pilots } } };
export const Narrow: Story = { ...narrow, args: { formData: { pilots } } };
export const French: Story = { ...french, args: { formData: { pilots } } };
