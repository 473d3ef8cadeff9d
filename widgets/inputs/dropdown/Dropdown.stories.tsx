import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Dropdown',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('Province', 'Province'), enum: ['ON', 'QC', 'BC'] },
      uiSchema: {
        'ui:widget': 'dropdown',
        'ui:options': {
          options: [
            { key: 'ON', label: text('Ontario', 'Ontario') },
            { key: 'QC', label: text('Quebec', 'Québec') },
            { key: 'BC', label: text('British Columbia', 'Colombie-Britannique') },
          ],
        },
      },
    }),
    { required: true, showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('QC');
export const Default: FieldStory = {};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
