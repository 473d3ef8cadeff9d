/**
 * Plain @rjsf/core with its default widgets, written the way its documentation shows: the
 * schema with if/then display rules, the ajv8 validator, initial formData and an onChange
 * handler. Uncontrolled (the Form keeps its own state) — the cheaper of RJSF's two usages,
 * so the baseline is not handicapped.
 */
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useRef } from 'react';
import type { JsonSchema, UiSchema } from '../../../../adapters/types';
import type { FormPlan } from '../../fields/plan';
import { toRjsfForm } from '../../fields/to-rjsf';

export interface UncontrolledProps {
  schema: JsonSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  liveValidate: boolean;
}

/** Keeps each change in a ref: storing the data re-renders nothing. */
export function UncontrolledRjsf({ schema, uiSchema, formData, liveValidate }: UncontrolledProps) {
  const latest = useRef<unknown>(formData);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      liveValidate={liveValidate ? 'onChange' : undefined}
      onChange={(event) => {
        latest.current = event.formData;
      }}
    />
  );
}

export function PlainRjsf({ plan, liveValidate }: { plan: FormPlan; liveValidate: boolean }) {
  const { schema, uiSchema } = useMemo(() => toRjsfForm(plan), [plan]);
  return <UncontrolledRjsf schema={schema} uiSchema={uiSchema} formData={plan.initialData} liveValidate={liveValidate} />;
}
