import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Radio dropdown',
  component: FieldHarness,
  args: {
    schema: { type: 'string', title: 'Policy term', enum: ['1', '2'] },
    uiSchema: { 'ui:widget': 'radioDropdown', 'ui:options': { options: [{ key: '1', label: 'One year' }, { key: '2', label: 'Two years' }] } },
    required: true,
    showValue: true,
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: '2' } };
export const Narrow: Story = states.narrow;
