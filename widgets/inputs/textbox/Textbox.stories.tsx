import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Textbox',
  component: FieldHarness,
  args: {
    schema: { type: 'string', title: 'First name' },
    uiSchema: { 'ui:widget': 'textbox', 'ui:placeholder': 'As on your licence', 'ui:options': { tooltip: 'Your legal first name.' } },
    required: true,
    showValue: true,
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Currency: Story = {
  args: { schema: { type: 'number', title: 'Total revenue' }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': { format: 'currency' } }, value: 1250000 },
};
export const Percentage: Story = {
  args: { schema: { type: 'number', title: 'Share of practice' }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': { format: 'percentage' } }, value: 25 },
};
export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: 'Ana' } };
export const Narrow: Story = states.narrow;
