import type { Meta } from '@storybook/react-vite';
import type { StoryText } from '../../stories/story-text';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';

const conditions = (text: StoryText) =>
  Array.from({ length: 12 }, (_, i) =>
    text(
      `${i + 1}. The insured agrees to condition ${i + 1} of this policy, which applies to every claim made during the policy period.`,
      `${i + 1}. L’assuré accepte la condition ${i + 1} de la présente police, qui s’applique à toute réclamation présentée pendant la période d’assurance.`,
    ),
  ).join('\n\n');

const termsForm = (markdown: (text: StoryText) => string) => (text: StoryText) => ({
  schema: { type: 'object' as const, properties: { terms_read: { type: 'string' as const, title: text('Terms and conditions', 'Conditions générales'), enum: ['y', 'n'] } } },
  uiSchema: { terms_read: { 'ui:widget': 'termsBox', 'ui:options': { markdown: markdown(text) } } },
});

const meta = {
  title: 'Complex/TermsBox',
  ...formMeta(termsForm((text) => `## ${text('Terms and conditions', 'Conditions générales')}\n\n${conditions(text)}`)),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Default: FormStory = {};
export const FitsWithoutScrolling: FormStory = {
  args: { form: termsForm((text) => text('Short terms: you **agree** to pay the premium.', 'Conditions brèves : vous **acceptez** de payer la prime.')) },
};
export const WithError: FormStory = {
  args: { errors: (text) => ({ terms_read: { __errors: [text('Read the terms to the end before continuing.', 'Lisez les conditions jusqu’à la fin avant de continuer.')] } }) },
};
export const Disabled: FormStory = { args: { disabled: true } };
export const CsrReadOnly: FormStory = { args: { readonly: true, formData: { terms_read: 'y' } } };
export const Narrow: FormStory = { ...phone };
export const French: FormStory = { ...french };
