import type { Meta } from '@storybook/react-vite';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';
import type { Lookup } from '../typeahead/lookup';

const register: Record<string, Record<string, string>> = {
  'C-GABC': { mark: 'C-GABC', COMMON_NAME: 'Cessna 172M Skyhawk', ISSUE_DATE_VALUE: '2008-05-14', MANUFACTURE_OR_ASSEMBLY_VALUE: 'Manufactured' },
  'C-GKIT': { mark: 'C-GKIT', COMMON_NAME: "Van's RV-7A", ISSUE_DATE_VALUE: '2024-03-15', MANUFACTURE_OR_ASSEMBLY_VALUE: 'Amateur-built' },
};
/** A stand-in for the aircraft register, so the story runs offline: C-GABC and C-GKIT are registered. */
const aircraftRegistry: Lookup = (mark) =>
  new Promise((resolve) => setTimeout(() => resolve(register[mark] ? [{ key: mark, value: register[mark].COMMON_NAME!, extended: register[mark] }] : []), 300));

const meta = {
  title: 'Complex/RegistrationMark',
  ...formMeta((text) => ({
    schema: {
      type: 'object',
      properties: {
        registration: { type: 'string', title: text('Registration mark', 'Marque d’immatriculation') },
        make_model: { type: 'string', title: text('Make and model', 'Marque et modèle') },
      },
    },
    uiSchema: {
      registration: { 'ui:field': 'registrationMark', 'ui:options': { lookup: 'aircraft_registry', fills: { make_model: 'COMMON_NAME' }, placeholder: 'C-GABC' } },
    },
    formContext: { lookups: { aircraft_registry: aircraftRegistry } },
  })),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Default: FormStory = {};
export const Answered: FormStory = { args: { formData: { registration: 'C-GABC', make_model: 'Cessna 172M Skyhawk' } } };
export const WithError: FormStory = {
  args: { errors: (text) => ({ registration: { __errors: [text('Enter a Canadian registration mark like C-GABC.', 'Entrez une marque d’immatriculation canadienne comme C-GABC.')] } }) },
};
export const Disabled: FormStory = { args: { disabled: true, formData: { registration: 'C-GABC' } } };
export const CsrReadOnly: FormStory = { args: { readonly: true, formData: { registration: 'C-GABC', make_model: 'Cessna 172M Skyhawk' } } };
export const Narrow: FormStory = { ...phone };
export const French: FormStory = { ...french };
