import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Radio',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('Business entity', 'Type d’entreprise'), enum: ['individual', 'corporation'] },
      uiSchema: {
        'ui:widget': 'radio',
        'ui:options': { options: [{ key: 'individual', label: text('Individual', 'Particulier') }, { key: 'corporation', label: text('Corporation', 'Société') }] },
      },
    }),
    { required: true, showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('corporation');
export const Default: FieldStory = {};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
