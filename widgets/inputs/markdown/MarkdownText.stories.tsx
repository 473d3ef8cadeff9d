import type { Meta } from '@storybook/react-vite';
import { fieldMeta, fieldStates, type FieldStory, type FieldStoryArgs } from '../../stories/field-stories';

const meta = {
  title: 'Inputs/Markdown text',
  ...fieldMeta((text) => ({
    schema: { type: 'null' },
    uiSchema: {
      'ui:field': 'markdown',
      'ui:options': {
        markdown: text(
          '## Before you start\n\nHave your **licence number** ready. Read the [CRA guide](https://www.canada.ca/en/revenue-agency.html) or our [help page](/en-ca/help).\n\n- Answers are saved as you go\n- You can come back later',
          '## Avant de commencer\n\nAyez votre **numéro de permis** en main. Lisez le [guide de l’ARC](https://www.canada.ca/fr/agence-revenu.html) ou notre [page d’aide](/fr-ca/help).\n\n- Vos réponses sont enregistrées au fur et à mesure\n- Vous pouvez revenir plus tard',
        ),
      },
    },
  })),
} satisfies Meta<FieldStoryArgs>;
export default meta;

const states = fieldStates();
export const Default: FieldStory = {};
export const WithError = states.error;
export const Disabled = states.disabled;
export const CsrReadOnly = states.csrReadOnly;
export const Narrow = states.narrow;
