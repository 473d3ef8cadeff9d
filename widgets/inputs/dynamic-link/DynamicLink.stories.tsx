import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldHarness } from '../../theme/harness/FieldHarness';
import { states } from '../../theme/harness/story-states';

const meta = {
  title: 'Inputs/Dynamic link',
  component: FieldHarness,
  args: {
    schema: { type: 'null' },
    uiSchema: { 'ui:field': 'dynamicLink', 'ui:options': { href: 'https://www.example.org/privacy', text: 'Read our privacy policy' } },
  },
} satisfies Meta<typeof FieldHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InternalLink: Story = { args: { uiSchema: { 'ui:field': 'dynamicLink', 'ui:options': { href: '/en-ca/help', text: 'Help' } } } };
export const WithError: Story = states.error;
export const Disabled: Story = states.disabled;
export const CsrReadOnly: Story = { ...states.csrReadOnly, args: { ...states.csrReadOnly.args, value: undefined } };
export const Narrow: Story = states.narrow;
