import type { Meta } from '@storybook/react-vite';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';

const limits = [
  { key: '1000000', label: '1000000' },
  { key: '2000000', label: '2000000' },
  { key: '5000000', label: '5000000' },
];

const meta = {
  title: 'Complex/CoverageTile',
  ...formMeta((text) => ({
    schema: {
      type: 'object',
      properties: {
        coverage: {
          type: 'object',
          title: text('Professional liability', 'Responsabilité professionnelle'),
          properties: { key: { type: 'string' }, limit: { type: ['number', 'null'] } },
        },
        required_rule_coverage: { type: 'string' },
      },
    },
    uiSchema: {
      coverage: {
        'ui:field': 'coverageTile',
        'ui:options': {
          options: [
            { key: 'essential', label: text('Essential', 'Essentiel'), shortLabel: text('Errors and omissions for a solo practice.', 'Erreurs et omissions pour un cabinet individuel.'), options: limits },
            {
              key: 'plus',
              label: text('Plus', 'Plus'),
              shortLabel: text('Adds cyber and fraud protection.', 'Ajoute la cyberprotection et la protection contre la fraude.'),
              tags: { recommended: true },
              options: limits,
            },
            { key: 'premier', label: text('Premier', 'Premier'), shortLabel: text('Highest limits for larger firms.', 'Limites les plus élevées pour les grands cabinets.'), options: limits },
          ],
        },
      },
      required_rule_coverage: { 'ui:widget': 'hidden' },
    },
  })),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Default: FormStory = {};
export const Chosen: FormStory = { args: { formData: { coverage: { key: 'plus', limit: 2000000 } } } };
export const MissingLimit: FormStory = { args: { formData: { coverage: { key: 'plus', limit: null } } } };
export const WithError: FormStory = { args: { errors: (text) => ({ coverage: { __errors: [text('Choose a coverage.', 'Choisissez une couverture.')] } }) } };
export const Disabled: FormStory = { args: { disabled: true, formData: { coverage: { key: 'essential', limit: 1000000 } } } };
export const CsrReadOnly: FormStory = { args: { readonly: true, formData: { coverage: { key: 'plus', limit: 5000000 } } } };
export const Narrow: FormStory = { ...phone };
export const French: FormStory = { ...french, args: { formData: { coverage: { key: 'plus', limit: null } } } };
