/** Ours: the plan's layout page through compileLayout (memoized) into JourneyForm with the journey theme. */
import { useMemo, useRef } from 'react';
import { compileLayout } from '../../../../adapters/compile';
import type { CompileContext, FormData } from '../../../../adapters/types';
import { installRuntimeCompiler } from '../../../../adapters/validators/ajv';
import { JourneyForm } from '../../../../widgets/journey-form';
import '../../../../adapters/i18n/messages'; // the messages JourneyForm formats (the app loads its locale's before rendering)
import type { FormPlan } from '../../fields/plan';
import { toLayoutPage } from '../../fields/to-layout';

// the app imports the page's generated validator module (src/journey/validators.ts); this page has no server, so
// it compiles the page's checks with Ajv, once, before the first render — outside what a keystroke measures
installRuntimeCompiler();

const CONTEXT: CompileContext = { locale: 'en-CA', program: 'CANAGENT', applicationType: 'NEW', role: 'applicant' };

export function OursVariant({ plan }: { plan: FormPlan }) {
  const compiled = useMemo(() => compileLayout(toLayoutPage(plan), CONTEXT), [plan]);
  const latest = useRef<FormData>(plan.initialData);
  return (
    <JourneyForm
      compiled={compiled}
      data={plan.initialData}
      locale="en-CA"
      onChange={(data) => {
        latest.current = data;
      }}
      onSubmit={(data) => {
        latest.current = data;
      }}
    />
  );
}
