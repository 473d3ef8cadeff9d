import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../shared/FormHarness';
import { french, narrow, withLocale } from '../shared/story-helpers';

const meta = {
  title: 'Complex/InsuranceTile',
  component: FormHarness,
  decorators: [withLocale],
  args: {
    schema: { type: 'object', properties: { ground_coverage: { type: 'string', title: 'Ground coverage', enum: ['none', 'ground', 'all_risks'] } } },
    uiSchema: {
      ground_coverage: {
        'ui:widget': 'insuranceTile',
        'ui:options': {
          options: [
            { key: 'none', label: 'No ground coverage' },
            { key: 'ground', label: 'Ground only', shortLabel: 'While parked or taxiing.' },
            { key: 'all_risks', label: 'All risks', shortLabel: 'On the ground and in flight.', tags: { recommended: true } },
          ],
        },
      },
    },
  },
} satisfies Meta<typeof FormHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { extraErrors: { ground_coverage: { __errors: ['Choose a coverage.'] } } } };
export const Disabled: Story = { args: { disabled: true } };
export const CsrReadOnly: Story = { args: { readonly: true, formData: { ground_coverage: 'all_risks' } } };
export const Narrow: Story = { ...narrow };
export const French: Story = { ...french };
