/**
 * The largest shipped page (bench/keystroke/shipped), compiled in the browser by the real adapter
 * as the app's step page does: ours through JourneyForm with the page's rules and its fixture's
 * answers; plain RJSF with the same JSON Schema and the UI schema as RJSF's default theme reads it
 * (bench/coldload/baseline/to-bare-rjsf.ts), the same answers, uncontrolled as in rjsf.tsx.
 */
import { useMemo, useRef } from 'react';
import { compileLayout } from '../../../../adapters/compile';
import type { CompiledLayout, FormData } from '../../../../adapters/types';
import { installRuntimeCompiler } from '../../../../adapters/validators/ajv';
import { JourneyForm, preloadPage } from '../../../../widgets/journey-form';
import '../../../../adapters/i18n/messages'; // the messages JourneyForm formats (the app loads its locale's before rendering)
import { toBareRjsf } from '../../../coldload/baseline/to-bare-rjsf';
import type { ShippedForm } from '../../shipped/form';
import { UncontrolledRjsf } from './rjsf';

/** The compiled page, once its lazy widgets have loaded (the app preloads them with the step, widgets/journey-form/preload.ts). */
export async function prepareOurs(form: ShippedForm): Promise<CompiledLayout> {
  // the app imports the page's generated validator module; without a server, Ajv compiles the checks once, before rendering
  installRuntimeCompiler();
  const compiled = compileLayout(form.page, form.ctx);
  await preloadPage(compiled);
  return compiled;
}

export function ShippedOurs({ form, compiled }: { form: ShippedForm; compiled: CompiledLayout }) {
  const latest = useRef<FormData>(form.data);
  return (
    <JourneyForm
      compiled={compiled}
      data={form.data}
      answers={form.answers}
      locale={form.ctx.locale}
      onChange={(data) => {
        latest.current = data;
      }}
      onSubmit={(data) => {
        latest.current = data;
      }}
    />
  );
}

export function ShippedRjsf({ form, liveValidate }: { form: ShippedForm; liveValidate: boolean }) {
  const { schema, uiSchema } = useMemo(() => toBareRjsf(compileLayout(form.page, form.ctx)), [form]);
  return <UncontrolledRjsf schema={schema} uiSchema={uiSchema} formData={form.data} liveValidate={liveValidate} />;
}
