import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Textbox',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('First name', 'Prénom') },
      uiSchema: {
        'ui:widget': 'textbox',
        'ui:placeholder': text('As on your licence', 'Comme sur votre permis'),
        'ui:options': { tooltip: text('Your legal first name.', 'Votre prénom légal.') },
      },
    }),
    { required: true, showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('Ana');
export const Default: FieldStory = {};
export const Currency: FieldStory = {
  args: {
    field: (text) => ({ schema: { type: 'number', title: text('Total revenue', 'Revenu total') }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': { format: 'currency' } } }),
    value: 1250000,
  },
};
export const Percentage: FieldStory = {
  args: {
    field: (text) => ({ schema: { type: 'number', title: text('Share of practice', 'Part des activités') }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': { format: 'percentage' } } }),
    value: 25,
  },
};
/** A year is shown as typed (2008), never as an amount (2,008 / 2 008). */
export const Year: FieldStory = {
  args: {
    field: (text) => ({ schema: { type: 'number', title: text('Year built', 'Année de construction') }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': { format: 'year' } } }),
    value: 2008,
  },
};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
