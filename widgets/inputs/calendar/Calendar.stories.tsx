import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Calendar',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('Coverage begin date', 'Date de début de la couverture'), format: 'date' },
      uiSchema: { 'ui:widget': 'calendar', 'ui:options': { dateFormat: 'dd/mm/yyyy', minimumDate: '$date', disabledDays: [0, 6] } },
    }),
    { required: true, showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('2025-09-02');
export const Default: FieldStory = {};
export const MaximumToday: FieldStory = {
  args: {
    field: (text) => ({
      schema: { type: 'string', title: text('Date of birth', 'Date de naissance'), format: 'date' },
      uiSchema: { 'ui:widget': 'calendar', 'ui:options': { maximumDate: '$date' } },
    }),
  },
};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
