import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Markdown text',
  component: FieldHarness,
  args: {
    schema: { type: 'null' },
    uiSchema: {
      'ui:field': 'markdown',
      'ui:options': {
        markdown: '## Before you start\n\nHave your **licence number** ready. Read the [CRA guide](https://www.canada.ca/en/revenue-agency.html) or our [help page](/en-ca/help).\n\n- Answers are saved as you go\n- You can come back later',
      },
    },
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: undefined } };
export const Narrow: Story = states.narrow;
