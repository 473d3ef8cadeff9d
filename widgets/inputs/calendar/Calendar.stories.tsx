import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Calendar',
  component: FieldHarness,
  args: {
    schema: { type: 'string', title: 'Coverage begin date', format: 'date' },
    uiSchema: { 'ui:widget': 'calendar', 'ui:options': { dateFormat: 'dd/mm/yyyy', minimumDate: '$date', disabledDays: [0, 6] } },
    required: true,
    showValue: true,
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MaximumToday: Story = {
  args: { schema: { type: 'string', title: 'Date of birth', format: 'date' }, uiSchema: { 'ui:widget': 'calendar', 'ui:options': { maximumDate: '$date' } } },
};
export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: '2025-09-02' } };
export const Narrow: Story = states.narrow;
