import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Radio slider (yes/no)',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('Have you had any claims in the last five years?', 'Avez-vous eu des réclamations au cours des cinq dernières années?'), enum: ['y', 'n'] },
      uiSchema: { 'ui:widget': 'radioSlider' },
    }),
    { required: true, showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('n');
export const Default: FieldStory = {};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
