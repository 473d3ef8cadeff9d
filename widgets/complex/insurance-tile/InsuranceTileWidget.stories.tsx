import type { Meta } from '@storybook/react-vite';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';

const meta = {
  title: 'Complex/InsuranceTile',
  ...formMeta((text) => ({
    schema: { type: 'object', properties: { ground_coverage: { type: 'string', title: text('Ground coverage', 'Couverture au sol'), enum: ['none', 'ground', 'all_risks'] } } },
    uiSchema: {
      ground_coverage: {
        'ui:widget': 'insuranceTile',
        'ui:options': {
          options: [
            { key: 'none', label: text('No ground coverage', 'Aucune couverture au sol') },
            { key: 'ground', label: text('Ground only', 'Au sol seulement'), shortLabel: text('While parked or taxiing.', 'Stationné ou en circulation au sol.') },
            { key: 'all_risks', label: text('All risks', 'Tous risques'), shortLabel: text('On the ground and in flight.', 'Au sol et en vol.'), tags: { recommended: true } },
          ],
        },
      },
    },
  })),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Default: FormStory = {};
export const WithError: FormStory = { args: { errors: (text) => ({ ground_coverage: { __errors: [text('Choose a coverage.', 'Choisissez une couverture.')] } }) } };
export const Disabled: FormStory = { args: { disabled: true } };
export const CsrReadOnly: FormStory = { args: { readonly: true, formData: { ground_coverage: 'all_risks' } } };
export const Narrow: FormStory = { ...phone };
export const French: FormStory = { ...french };
