import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const yesNo = { type: 'string' as const, enum: ['y', 'n'] };

const meta = {
  title: 'Inputs/Multi-checkbox',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'object', title: text('Which offences apply?', 'Quelles infractions s’appliquent?'), properties: { fraud: yesNo, theft: yesNo, bribery: yesNo } },
      uiSchema: {
        'ui:field': 'multiCheckbox',
        'ui:options': {
          options: [
            { key: 'fraud', label: text('Fraud, false statements or omissions', 'Fraude, fausses déclarations ou omissions') },
            { key: 'theft', label: text('Wrongful taking of property', 'Appropriation illégitime de biens') },
            { key: 'bribery', label: text('Bribery, forgery, counterfeiting or extortion', 'Corruption, faux, contrefaçon ou extorsion') },
          ],
        },
      },
    }),
    { showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates({ fraud: 'y', theft: 'n', bribery: 'n' });
export const Default: FieldStory = {};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
/** Required, as the lawyers' areas of practice: described as "Required" (a group may not carry aria-required). */
export const Required: FieldStory = { args: { required: true } };
export const RequiredWithError: FieldStory = { args: { required: true, error: (text) => text.message('validation.required') } };
