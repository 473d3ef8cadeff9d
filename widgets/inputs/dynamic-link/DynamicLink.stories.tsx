import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Dynamic link',
  ...fieldMeta((text) => ({
    schema: { type: 'null' },
    uiSchema: { 'ui:field': 'dynamicLink', 'ui:options': { href: 'https://www.example.org/privacy', text: text('Read our privacy policy', 'Lisez notre politique de confidentialité') } },
  })),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates();
export const Default: FieldStory = {};
export const InternalLink: FieldStory = {
  args: { field: (text) => ({ schema: { type: 'null' }, uiSchema: { 'ui:field': 'dynamicLink', 'ui:options': { href: text('/en-ca/help', '/fr-ca/help'), text: text('Help', 'Aide') } } }) },
};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
