import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Radio',
  component: FieldHarness,
  args: {
    schema: { type: 'string', title: 'Business entity', enum: ['individual', 'corporation'] },
    uiSchema: { 'ui:widget': 'radio', 'ui:options': { options: [{ key: 'individual', label: 'Individual' }, { key: 'corporation', label: 'Corporation' }] } },
    required: true,
    showValue: true,
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: 'corporation' } };
export const Narrow: Story = states.narrow;
