import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Multi-checkbox',
  component: FieldHarness,
  args: {
    schema: {
      type: 'object',
      title: 'Which offences apply?',
      properties: { fraud: { type: 'string', enum: ['y', 'n'] }, theft: { type: 'string', enum: ['y', 'n'] }, bribery: { type: 'string', enum: ['y', 'n'] } },
    },
    uiSchema: {
      'ui:field': 'multiCheckbox',
      'ui:options': {
        options: [
          { key: 'fraud', label: 'Fraud, false statements or omissions' },
          { key: 'theft', label: 'Wrongful taking of property' },
          { key: 'bribery', label: 'Bribery, forgery, counterfeiting or extortion' },
        ],
      },
    },
    showValue: true,
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: { fraud: 'y', theft: 'n', bribery: 'n' } } };
export const Narrow: Story = states.narrow;
