import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from './ErrorSummary';
import { NARROW_VIEWPORT } from '../../theme/harness/story-states';

const meta = {
  title: 'Templates/Error summary',
  component: ErrorSummary,
  args: {
    locale: 'en-CA',
    idFor: (path: string) => `root.${path}`,
    onSelect: () => undefined,
    errors: [
      { field: 'first_name', label: 'First name', message: 'This field is required.' },
      { field: 'email', label: 'Email', message: 'Enter a valid email address.' },
      { field: 'province', label: 'Province', message: 'This field is required.' },
    ],
  },
  decorators: [(Story) => <div className="jf-form">{Story()}</div>],
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeFields: Story = {};
export const French: Story = { args: { locale: 'fr-CA' } };
export const OneField: Story = { args: { errors: [{ field: 'email', label: 'Email', message: 'This email is already registered.' }] } };
export const Narrow: Story = { globals: NARROW_VIEWPORT };
