/**
 * Plain @rjsf/core with its default widgets, written the way its documentation shows: the
 * schema with if/then display rules, the ajv8 validator, initial formData and an onChange
 * handler. Uncontrolled (the Form keeps its own state) — the cheaper of RJSF's two usages,
 * so the baseline is not handicapped.
 */
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useRef } from 'react';
import type { FormPlan } from '../../fields/plan';
import { toRjsfForm } from '../../fields/to-rjsf';

export function PlainRjsf({ plan, liveValidate }: { plan: FormPlan; liveValidate: boolean }) {
  const { schema, uiSchema } = useMemo(() => toRjsfForm(plan), [plan]);
  const latest = useRef<unknown>(plan.initialData);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={plan.initialData}
      liveValidate={liveValidate ? 'onChange' : undefined}
      onChange={(event) => {
        latest.current = event.formData;
      }}
    />
  );
}

export const RjsfLive = ({ plan }: { plan: FormPlan }) => <PlainRjsf plan={plan} liveValidate />;
export const RjsfNoLive = ({ plan }: { plan: FormPlan }) => <PlainRjsf plan={plan} liveValidate={false} />;
