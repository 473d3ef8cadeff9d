import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Radio card',
  component: FieldHarness,
  args: {
    schema: { type: 'string', title: 'Choose a plan', enum: ['basic', 'plus', 'premium'] },
    uiSchema: {
      'ui:widget': 'radioCard',
      'ui:options': {
        options: [
          { key: 'basic', label: 'Basic', tags: { description: 'Professional liability only.' } },
          { key: 'plus', label: 'Plus', shortLabel: 'Most chosen', tags: { description: 'Adds cyber coverage.' } },
          { key: 'premium', label: 'Premium', tags: { description: 'Adds fraud and employee dishonesty.' } },
        ],
      },
    },
    required: true,
    showValue: true,
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: 'plus' } };
export const Narrow: Story = states.narrow;
