import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../shared/FormHarness';
import { french, narrow, withLocale } from '../shared/story-helpers';
import type { Lookup } from './lookup';

const addresses = ['100 King St W, Toronto', '1000 Rue De La Gauchetière, Montréal', '1055 Dunsmuir St, Vancouver', '10 Main St, Moncton'];
/** A stand-in for the address service, so the story runs offline. */
const addressLookup: Lookup = (text) =>
  new Promise((resolve) =>
    setTimeout(() => resolve(addresses.filter((a) => a.toLowerCase().includes(text.toLowerCase())).map((a, i) => ({ key: `addr-${i}`, value: a }))), 300),
  );

const meta = {
  title: 'Complex/Typeahead',
  component: FormHarness,
  decorators: [withLocale],
  args: {
    schema: {
      type: 'object',
      properties: { mailing_address: { type: 'object', title: 'Mailing address', properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} } } },
    },
    uiSchema: { mailing_address: { 'ui:field': 'typeahead', 'ui:options': { lookupMinLength: 4 } } },
    formContext: { lookups: { mailing_address: addressLookup } },
  },
} satisfies Meta<typeof FormHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { formData: { mailing_address: { key: 'addr-0', value: '100 King St W, Toronto' } } } };
export const WithError: Story = { args: { extraErrors: { mailing_address: { __errors: ['Enter your mailing address.'] } } } };
export const Disabled: Story = { args: { disabled: true } };
export const CsrReadOnly: Story = { args: { readonly: true, formData: { mailing_address: { key: 'addr-1', value: '1000 Rue De La Gauchetière, Montréal' } } } };
export const Narrow: Story = { ...narrow };
export const French: Story = { ...french };
