import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Radio card',
  ...fieldMeta(
    (text) => ({
      schema: { type: 'string', title: text('Choose a plan', 'Choisissez un régime'), enum: ['basic', 'plus', 'premium'] },
      uiSchema: {
        'ui:widget': 'radioCard',
        'ui:options': {
          options: [
            { key: 'basic', label: text('Basic', 'De base'), tags: { description: text('Professional liability only.', 'Responsabilité professionnelle seulement.') } },
            {
              key: 'plus',
              label: text('Plus', 'Plus'),
              shortLabel: text('Most chosen', 'Le plus choisi'),
              tags: { description: text('Adds cyber coverage.', 'Ajoute la cyberprotection.') },
            },
            {
              key: 'premium',
              label: text('Premium', 'Supérieur'),
              tags: { description: text('Adds fraud and employee dishonesty.', 'Ajoute la fraude et la malhonnêteté des employés.') },
            },
          ],
        },
      },
    }),
    { required: true, showValue: true },
  ),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates('plus');
export const Default: FieldStory = {};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
