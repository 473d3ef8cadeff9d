import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../shared/FormHarness';
import { french, narrow, withLocale } from '../shared/story-helpers';

const long = Array.from({ length: 12 }, (_, i) => `${i + 1}. The insured agrees to condition ${i + 1} of this policy, which applies to every claim made during the policy period.`).join('\n\n');

const meta = {
  title: 'Complex/TermsBox',
  component: FormHarness,
  decorators: [withLocale],
  args: {
    schema: { type: 'object', properties: { terms_read: { type: 'string', title: 'Terms and conditions', enum: ['y', 'n'] } } },
    uiSchema: { terms_read: { 'ui:widget': 'termsBox', 'ui:options': { markdown: `## Terms and conditions\n\n${long}` } } },
  },
} satisfies Meta<typeof FormHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FitsWithoutScrolling: Story = {
  args: { uiSchema: { terms_read: { 'ui:widget': 'termsBox', 'ui:options': { markdown: 'Short terms: you **agree** to pay the premium.' } } } },
};
export const WithError: Story = { args: { extraErrors: { terms_read: { __errors: ['Read the terms to the end before continuing.'] } } } };
export const Disabled: Story = { args: { disabled: true } };
export const CsrReadOnly: Story = { args: { readonly: true, formData: { terms_read: 'y' } } };
export const Narrow: Story = { ...narrow };
export const French: Story = { ...french };
