import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

/** Label tied to the control, required marker, tooltip, help and errors (announced through aria-describedby). */
const meta = {
  title: 'Templates/Field template',
  component: FieldHarness,
  args: {
    schema: { type: 'string', title: 'Licence number' },
    uiSchema: { 'ui:widget': 'textbox', 'ui:help': 'Eight digits, on the front of your licence.', 'ui:options': { tooltip: 'Issued by your provincial regulator.' } },
    required: true,
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { errors: ['Enter the eight digits of your licence number.'] } };
export const GroupLabel: Story = {
  args: { schema: { type: 'string', title: 'Are you licensed?', enum: ['y', 'n'] }, uiSchema: { 'ui:widget': 'radioSlider' }, errors: ['This field is required.'] },
};
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: '12345678' } };
export const Narrow: Story = states.narrow;
