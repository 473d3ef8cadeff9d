import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Yes/no checkbox',
  component: FieldHarness,
  args: {
    schema: { type: 'string', title: 'I confirm the information above is true', enum: ['y', 'n'] },
    uiSchema: { 'ui:widget': 'yesNoCheckbox' },
    required: true,
    showValue: true,
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: 'y' } };
export const Narrow: Story = states.narrow;
