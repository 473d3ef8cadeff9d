import { useState } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createTheme } from '../theme';

const theme = createTheme();

export interface FormHarnessProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  formContext?: Record<string, unknown>;
  disabled?: boolean;
  readonly?: boolean;
  /** errors as the page would report them after Continue (stories' error state) */
  extraErrors?: Record<string, unknown>;
  onData?: (data: Record<string, unknown>) => void;
}

/**
 * A plain RJSF form with the journey theme: stories and tests render complex widgets the way the
 * journey does (through SchemaField, the registry and the field template), without a page around them.
 */
export function FormHarness({ schema, uiSchema, formData, formContext, disabled, readonly, extraErrors, onData }: FormHarnessProps) {
  const [data, setData] = useState(formData ?? {});
  const onChange = (event: IChangeEvent) => {
    const next = (event.formData ?? {}) as Record<string, unknown>;
    setData(next);
    onData?.(next);
  };
  return (
    <Form
      schema={schema}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }}
      formData={data}
      formContext={formContext}
      validator={validator}
      fields={theme.fields}
      widgets={theme.widgets}
      templates={theme.templates}
      disabled={disabled}
      readonly={readonly}
      extraErrors={extraErrors as ErrorSchema | undefined}
      onChange={onChange}
      showErrorList={false}
    />
  );
}
