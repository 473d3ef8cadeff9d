import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { FieldHarness, type FieldHarnessProps, type HarnessField } from '../harness/FieldHarness';
import { NARROW_VIEWPORT } from './viewports';
import { localeOf, storyText, type StoryText } from './story-text';

/** What a field story states: the field (built in the toolbar's language) and the harness flags. */
export interface FieldStoryArgs extends Omit<FieldHarnessProps, keyof HarnessField | 'errors'> {
  field(text: StoryText): HarnessField;
  /** the "with error" state: the message the field shows */
  error?(text: StoryText): string;
}

export type FieldStory = StoryObj<FieldStoryArgs>;

function renderField({ field, error, ...flags }: FieldStoryArgs, { globals }: Pick<StoryContext, 'globals'>) {
  const text = storyText(localeOf(globals));
  return <FieldHarness {...flags} {...field(text)} errors={error ? [error(text)] : undefined} />;
}

/**
 * The meta every single-field story shares: the field in a plain RJSF form with the journey theme,
 * in the toolbar's language. Spread it under the story's own title:
 * `const meta = { title: 'Inputs/Radio', ...fieldMeta((text) => ({ schema, uiSchema }), { required: true }) }`.
 */
export function fieldMeta(field: FieldStoryArgs['field'], args: Partial<Omit<FieldStoryArgs, 'field'>> = {}): Pick<Meta<FieldStoryArgs>, 'args' | 'render'> {
  return { args: { field, ...args }, render: renderField };
}

/**
 * The states every field shows (error, disabled, CSR read-only, narrow), as stories to export:
 * `const states = fieldStates('QC'); export const Disabled = states.disabled;`. `readOnlyValue`
 * is the answer a CSR sees.
 */
export function fieldStates(readOnlyValue?: unknown, error: FieldStoryArgs['error'] = (text) => text.message('validation.required')) {
  return {
    error: { args: { error } },
    disabled: { args: { disabled: true } },
    csrReadOnly: { args: { readonly: true, value: readOnlyValue } },
    narrow: { args: { narrow: true }, globals: NARROW_VIEWPORT },
  } satisfies Record<string, FieldStory>;
}
