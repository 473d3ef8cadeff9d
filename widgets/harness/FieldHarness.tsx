import { useMemo } from 'react';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useT } from '../i18n/use-t';
import { FormHarness } from './FormHarness';

export interface FieldHarnessProps {
  /** the field's JSON Schema (title is its label) */
  schema: RJSFSchema;
  /** the field's UI schema (`ui:widget` or `ui:field`, `ui:options`) */
  uiSchema: UiSchema;
  name?: string;
  value?: unknown;
  required?: boolean;
  /** messages shown as the field's errors */
  errors?: string[];
  disabled?: boolean;
  /** CSR read-only */
  readonly?: boolean;
  formContext?: Record<string, unknown>;
  /** a max-width 991 px frame: the narrow layout */
  narrow?: boolean;
  /** shows the stored value under the form (stories) */
  showValue?: boolean;
  onData?(value: unknown): void;
  onBlurField?(id: string, value: unknown): void;
}

/** A field as tests and stories describe it. */
export type HarnessField = Pick<FieldHarnessProps, 'schema' | 'uiSchema' | 'formContext'>;

/** One field as the only property of the FormHarness form, with ids joined by `.`: for stories and widget tests. */
export function FieldHarness(props: FieldHarnessProps) {
  const { schema, uiSchema, name = 'field', value, required, errors, disabled, readonly, formContext, narrow, showValue } = props;
  const t = useT();
  const formSchema = useMemo<RJSFSchema>(
    () => ({ type: 'object', properties: { [name]: schema }, ...(required ? { required: [name] } : {}) }),
    [name, schema, required],
  );
  const formUi = useMemo<UiSchema>(() => ({ [name]: uiSchema }), [name, uiSchema]);
  const extraErrors = useMemo(() => (errors?.length ? ({ [name]: { __errors: errors } } as ErrorSchema) : undefined), [name, errors]);
  return (
    <FormHarness
      schema={formSchema}
      uiSchema={formUi}
      formData={value === undefined ? {} : { [name]: value }}
      formContext={formContext}
      disabled={disabled}
      readonly={readonly}
      extraErrors={extraErrors}
      idSeparator="."
      narrow={narrow}
      onData={(data) => props.onData?.(data[name])}
      onBlur={props.onBlurField}
      footer={
        showValue
          ? (data) => (
              <output className="jf-harness-value" aria-label={t('widgets.stories.storedValue')}>
                {JSON.stringify(data[name]) ?? 'undefined'}
              </output>
            )
          : undefined
      }
    />
  );
}
