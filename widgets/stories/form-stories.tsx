import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness, type FormHarnessProps } from '../harness/FormHarness';
import { localeOf, storyText, type StoryText } from './story-text';

/** A form built in the toolbar's language. */
export interface StoryForm {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formContext?: Record<string, unknown>;
}

/** What a complex-widget story states: its form, the answers, and errors as the page would report them. */
export interface FormStoryArgs extends Omit<FormHarnessProps, 'schema' | 'uiSchema' | 'extraErrors'> {
  form(text: StoryText): StoryForm;
  /** the "with error" state: the page's errors after Continue */
  errors?(text: StoryText): Record<string, unknown>;
}

export type FormStory = StoryObj<FormStoryArgs>;

function renderForm({ form, errors, ...rest }: FormStoryArgs, { globals }: Pick<StoryContext, 'globals'>) {
  const text = storyText(localeOf(globals));
  // a story's own formContext (e.g. no quote yet) replaces the form's
  return <FormHarness {...form(text)} {...rest} extraErrors={errors?.(text)} />;
}

/** The meta every complex-widget story shares: `{ title: 'Complex/X', ...formMeta((text) => ({ schema, uiSchema })) }`. */
export function formMeta(form: FormStoryArgs['form'], args: Partial<Omit<FormStoryArgs, 'form'>> = {}): Pick<Meta<FormStoryArgs>, 'args' | 'render'> {
  return { args: { form, ...args }, render: renderForm };
}
