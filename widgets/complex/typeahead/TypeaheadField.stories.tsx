import type { Meta } from '@storybook/react-vite';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';
import type { Lookup } from './lookup';

const addresses = ['100 King St W, Toronto', '1000 Rue De La Gauchetière, Montréal', '1055 Dunsmuir St, Vancouver', '10 Main St, Moncton'];
/** A stand-in for the address service, so the story runs offline. */
const addressLookup: Lookup = (text) =>
  new Promise((resolve) =>
    setTimeout(() => resolve(addresses.filter((a) => a.toLowerCase().includes(text.toLowerCase())).map((a, i) => ({ key: `addr-${i}`, value: a }))), 300),
  );

const meta = {
  title: 'Complex/Typeahead',
  ...formMeta((text) => ({
    schema: {
      type: 'object',
      properties: {
        mailing_address: { type: 'object', title: text('Mailing address', 'Adresse postale'), properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} } },
      },
    },
    uiSchema: { mailing_address: { 'ui:field': 'typeahead', 'ui:options': { lookupMinLength: 4 } } },
    formContext: { lookups: { mailing_address: addressLookup } },
  })),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Default: FormStory = {};
export const Chosen: FormStory = { args: { formData: { mailing_address: { key: 'addr-0', value: '100 King St W, Toronto' } } } };
export const WithError: FormStory = {
  args: { errors: (text) => ({ mailing_address: { __errors: [text('Enter your mailing address.', 'Entrez votre adresse postale.')] } }) },
};
export const Disabled: FormStory = { args: { disabled: true } };
export const CsrReadOnly: FormStory = { args: { readonly: true, formData: { mailing_address: { key: 'addr-1', value: '1000 Rue De La Gauchetière, Montréal' } } } };
export const Narrow: FormStory = { ...phone };
export const French: FormStory = { ...french };
