import type { Meta } from '@storybook/react-vite';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';

const pilots = [
  { first_name: 'Amelia', last_name: 'Earhart', lifetime_hours: 1200 },
  { first_name: 'Bessie', last_name: 'Coleman', lifetime_hours: 800 },
];
const aviators = ['Amelia Earhart', 'Bessie Coleman', 'Elsie MacGill', 'Roberta Bondar', 'Wop May', 'Billy Bishop', 'Rosella Bjornson', 'Daphne Paterson', 'Vi Milstead', 'Marion Orr'];

const meta = {
  title: 'Complex/MultiField',
  ...formMeta((text) => ({
    schema: {
      type: 'object',
      properties: {
        pilots: {
          type: 'array',
          title: text('Pilots', 'Pilotes'),
          maxItems: 10,
          items: {
            type: 'object',
            properties: {
              first_name: { type: 'string', title: text('First name', 'Prénom') },
              last_name: { type: 'string', title: text('Last name', 'Nom de famille') },
              lifetime_hours: { type: 'number', title: text('Lifetime hours', 'Heures de vol totales') },
            },
            required: ['first_name', 'last_name'],
          },
        },
      },
    },
    uiSchema: { pilots: { 'ui:field': 'multiField', 'ui:options': { itemLabel: text('Pilot', 'Pilote'), maxItems: 10, summary: ['first_name last_name'] } } },
  })),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Empty: FormStory = {};
export const WithItems: FormStory = { args: { formData: { pilots } } };
export const WithError: FormStory = {
  args: { formData: { pilots: [{ first_name: 'Amelia' }] }, errors: (text) => ({ pilots: { 0: { last_name: { __errors: [text.message('validation.required')] } } } }) },
};
export const AtMaximum: FormStory = {
  args: { formData: { pilots: aviators.map((name) => ({ first_name: name.split(' ')[0], last_name: name.split(' ')[1] })) } },
};
export const Disabled: FormStory = { args: { disabled: true, formData: { pilots } } };
export const CsrReadOnly: FormStory = { args: { readonly: true, formData: { pilots } } };
export const Narrow: FormStory = { ...phone, args: { formData: { pilots } } };
export const French: FormStory = { ...french, args: { formData: { pilots } } };

/** Aircraft titled by registration and make ("C-GABC, Cessna 172"); the year built is a year (2008), not an amount. */
export const Aircraft: FormStory = {
  args: {
    form: (text) => ({
      schema: {
        type: 'object',
        properties: {
          aircraft: {
            type: 'array',
            title: text('Aircraft', 'Aéronef'),
            maxItems: 5,
            items: {
              type: 'object',
              properties: {
                registration: { type: 'string', title: text('Registration mark', 'Marque d’immatriculation') },
                make_model: { type: 'string', title: text('Make and model', 'Marque et modèle') },
                model_year: { type: 'number', title: text('Year built', 'Année de construction') },
              },
              required: ['registration', 'make_model'],
            },
          },
        },
      },
      uiSchema: {
        aircraft: {
          'ui:field': 'multiField',
          'ui:options': { itemLabel: text('Aircraft', 'Aéronef'), maxItems: 5, summary: ['registration', 'make_model'] },
          items: { model_year: { 'ui:widget': 'textbox', 'ui:options': { format: 'year' } } },
        },
      },
    }),
    formData: { aircraft: [{ registration: 'C-GABC', make_model: 'Cessna 172', model_year: 2008 }, { make_model: 'Piper PA-28', model_year: 1998 }] },
    errors: (text) => ({ aircraft: { 1: { registration: { __errors: [text.message('validation.required')] } } } }),
  },
};
