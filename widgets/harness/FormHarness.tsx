import { useMemo, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
// Ajv's run-time validator: the harness is for tests and Storybook only (never reached by the app, .dependency-cruiser.cjs),
// and a widget's own Save validates its item with it when no journey provides formContext.validateItem
import validator from '@rjsf/validator-ajv8';
import { createTheme } from '../theme';

const theme = createTheme();

export interface FormHarnessProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  formContext?: Record<string, unknown>;
  disabled?: boolean;
  /** CSR read-only */
  readonly?: boolean;
  /** errors as the page would report them after Continue (stories' error state) */
  extraErrors?: Record<string, unknown>;
  /** RJSF's id separator (its default is `_`) */
  idSeparator?: string;
  /** a max-width 991 px frame: the narrow layout */
  narrow?: boolean;
  onData?(data: Record<string, unknown>): void;
  onBlur?(id: string, value: unknown): void;
  /** drawn under the form from the current answers (stories show the stored value) */
  footer?(data: Record<string, unknown>): ReactNode;
}

/**
 * The one RJSF form of widget tests and stories: the journey theme without a page around it, so a
 * widget renders the way the journey renders it (through SchemaField, the registry and the field
 * template). It never submits: the page, not the harness, validates.
 */
export function FormHarness({ schema, uiSchema, formData, formContext, disabled, readonly, extraErrors, idSeparator, narrow, onData, onBlur, footer }: FormHarnessProps) {
  const [data, setData] = useState(formData ?? {});
  const formUi = useMemo<UiSchema>(() => ({ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }), [uiSchema]);
  const onChange = (event: IChangeEvent) => {
    const next = (event.formData ?? {}) as Record<string, unknown>;
    setData(next);
    onData?.(next);
  };
  return (
    <div className="jf-form" style={narrow ? { maxWidth: 991, border: '1px dashed #8a8f98', padding: 8 } : undefined}>
      <Form
        schema={schema}
        uiSchema={formUi}
        formData={data}
        formContext={formContext}
        validator={validator}
        fields={theme.fields}
        widgets={theme.widgets}
        templates={theme.templates}
        idSeparator={idSeparator}
        disabled={disabled}
        readonly={readonly}
        noValidate
        showErrorList={false}
        extraErrors={extraErrors as ErrorSchema | undefined}
        onChange={onChange}
        onBlur={onBlur}
      />
      {footer?.(data)}
    </div>
  );
}
