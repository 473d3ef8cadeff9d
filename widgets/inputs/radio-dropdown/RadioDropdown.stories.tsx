import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Radio dropdown',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('Policy term', 'Durée de la police'), enum: ['1', '2'] },
      uiSchema: { 'ui:widget': 'radioDropdown', 'ui:options': { options: [{ key: '1', label: text('One year', 'Un an') }, { key: '2', label: text('Two years', 'Deux ans') }] } },
    }),
    { required: true, showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('2');
export const Default: FieldStory = {};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
