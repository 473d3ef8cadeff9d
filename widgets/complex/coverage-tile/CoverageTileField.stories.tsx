import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../shared/FormHarness';
import { french, narrow, withLocale } from '../shared/story-helpers';

const limits = [
  { key: '1000000', label: '1000000' },
  { key: '2000000', label: '2000000' },
  { key: '5000000', label: '5000000' },
];

const meta = {
  title: 'Complex/CoverageTile',
  component: FormHarness,
  decorators: [withLocale],
  args: {
    schema: {
      type: 'object',
      properties: {
        coverage: { type: 'object', title: 'Professional liability', properties: { key: { type: 'string' }, limit: { type: ['number', 'null'] } } },
        required_rule_coverage: { type: 'string' },
      },
    },
    uiSchema: {
      coverage: {
        'ui:field': 'coverageTile',
        'ui:options': {
          options: [
            { key: 'essential', label: 'Essential', shortLabel: 'Errors and omissions for a solo practice.', options: limits },
            { key: 'plus', label: 'Plus', shortLabel: 'Adds cyber and fraud protection.', tags: { recommended: true }, options: limits },
            { key: 'premier', label: 'Premier', shortLabel: 'Highest limits for larger firms.', options: limits },
          ],
        },
      },
      required_rule_coverage: { 'ui:widget': 'hidden' },
    },
  },
} satisfies Meta<typeof FormHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { formData: { coverage: { key: 'plus', limit: 2000000 } } } };
export const MissingLimit: Story = { args: { formData: { coverage: { key: 'plus', limit: null } } } };
export const WithError: Story = { args: { extraErrors: { coverage: { __errors: ['Choose a coverage.'] } } } };
export const Disabled: Story = { args: { disabled: true, formData: { coverage: { key: 'essential', limit: 1000000 } } } };
export const CsrReadOnly: Story = { args: { readonly: true, formData: { coverage: { key: 'plus', limit: 5000000 } } } };
export const Narrow: Story = { ...narrow };
export const French: Story = { ...french, args: { formData: { coverage: { key: 'plus', limit: null } } } };
