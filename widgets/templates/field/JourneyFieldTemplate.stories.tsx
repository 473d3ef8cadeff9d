import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

/** Label tied to the control, required marker, tooltip, help and errors (announced through aria-describedby). */
const meta = {
  title: 'Templates/Field template',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('Licence number', 'Numéro de permis') },
      uiSchema: {
        'ui:widget': 'textbox',
        'ui:help': text('Eight digits, on the front of your licence.', 'Huit chiffres, au recto de votre permis.'),
        'ui:options': { tooltip: text('Issued by your provincial regulator.', 'Délivré par votre organisme de réglementation provincial.') },
      },
    }),
    { required: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('12345678', (text) => text('Enter the eight digits of your licence number.', 'Entrez les huit chiffres de votre numéro de permis.'));
export const Default: FieldStory = {};
export const WithError = states.error;
export const GroupLabel: FieldStory = {
  args: {
    field: (text) => ({ schema: { type: 'string', title: text('Are you licensed?', 'Êtes-vous titulaire d’un permis?'), enum: ['y', 'n'] }, uiSchema: { 'ui:widget': 'radioSlider' } }),
    error: (text) => text.message('validation.required'),
  },
};
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
