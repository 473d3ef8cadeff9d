import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Yes/no checkbox',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('I confirm the information above is true', 'Je confirme que les renseignements ci-dessus sont exacts'), enum: ['y', 'n'] },
      uiSchema: { 'ui:widget': 'yesNoCheckbox' },
    }),
    { required: true, showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('y');
export const Default: FieldStory = {};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
