import { useMemo, useState } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useT } from '../i18n/use-t';
import { createTheme } from '../theme/index';

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

const theme = createTheme();

/**
 * One field in a plain RJSF form with the journey theme, the way a page renders it (through
 * SchemaField, the registry and the field template): for stories and widget tests.
 */
export function FieldHarness(props: FieldHarnessProps) {
  const { schema, uiSchema, name = 'field', value, required, errors, disabled, readonly, formContext, narrow, showValue } = props;
  const t = useT();
  const [data, setData] = useState<Record<string, unknown>>(value === undefined ? {} : { [name]: value });
  const formSchema = useMemo<RJSFSchema>(
    () => ({ type: 'object', properties: { [name]: schema }, ...(required ? { required: [name] } : {}) }),
    [name, schema, required],
  );
  const formUi = useMemo<UiSchema>(() => ({ [name]: uiSchema, 'ui:submitButtonOptions': { norender: true } }), [name, uiSchema]);
  const extraErrors = useMemo(() => (errors?.length ? ({ [name]: { __errors: errors } } as ErrorSchema) : undefined), [name, errors]);
  const onChange = (event: IChangeEvent) => {
    const next = (event.formData ?? {}) as Record<string, unknown>;
    setData(next);
    props.onData?.(next[name]);
  };
  return (
    <div className="jf-form" style={narrow ? { maxWidth: 991, border: '1px dashed #8a8f98', padding: 8 } : undefined}>
      <Form
        schema={formSchema}
        uiSchema={formUi}
        formData={data}
        formContext={formContext}
        validator={validator}
        widgets={theme.widgets}
        fields={theme.fields}
        templates={theme.templates}
        idSeparator="."
        disabled={disabled}
        readonly={readonly}
        noValidate
        showErrorList={false}
        extraErrors={extraErrors}
        onChange={onChange}
        onBlur={props.onBlurField}
      />
      {showValue && (
        <output className="jf-harness-value" aria-label={t('widgets.stories.storedValue')}>
          {JSON.stringify(data[name]) ?? 'undefined'}
        </output>
      )}
    </div>
  );
}
