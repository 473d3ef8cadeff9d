import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Dropdown',
  component: FieldHarness,
  args: {
    schema: { type: 'string', title: 'Province', enum: ['ON', 'QC', 'BC'] },
    uiSchema: {
      'ui:widget': 'dropdown',
      'ui:options': { options: [{ key: 'ON', label: 'Ontario' }, { key: 'QC', label: 'Quebec' }, { key: 'BC', label: 'British Columbia' }] },
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
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: 'QC' } };
export const Narrow: Story = states.narrow;
