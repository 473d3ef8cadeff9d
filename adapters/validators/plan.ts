/** Per compiled layout, once (WeakMap): which checks run on which field, and the schema check. */
import type { CompiledLayout, FieldMeta, LayoutValidation } from '../types';
import { schemaCheck, type SchemaCheck } from './schema-checks';
import { validationsOf } from './implicit';
import { VALIDATIONS } from './registry';
import type { Check } from './types';
import { optionalListsOf, type OptionalList } from './optional-items';
import { containersOf, type Containers } from './unknown-fields';

export interface PlannedCheck {
  meta: FieldMeta;
  validation: LayoutValidation;
  params: Record<string, unknown>;
  check: Check;
}

export interface ValidationPlan {
  checks: PlannedCheck[];
  /** null when the schema cannot be compiled */
  readonly schema: SchemaCheck | null;
  containers: Containers;
  /** page order of each field (meta path), to list errors as the page shows the fields */
  rank: Map<string, number>;
  /** lists whose sole blank, invalid item is dropped rather than an error */
  optionalLists: OptionalList[];
}

const plans = new WeakMap<CompiledLayout, ValidationPlan>();

export function validationPlan(compiled: CompiledLayout): ValidationPlan {
  let plan = plans.get(compiled);
  if (!plan) {
    // compiled on first use: prepareForSave reads the plan without ever needing the schema check
    let schema: SchemaCheck | null | undefined;
    plan = {
      checks: plannedChecks(compiled),
      get schema() {
        if (schema === undefined) schema = schemaCheck(compiled);
        return schema;
      },
      containers: containersOf(compiled),
      rank: new Map(Object.keys(compiled.meta.fields).map((path, i) => [path, i])),
      optionalLists: optionalListsOf(compiled),
    };
    plans.set(compiled, plan);
  }
  return plan;
}

function plannedChecks(compiled: CompiledLayout): PlannedCheck[] {
  const checks: PlannedCheck[] = [];
  for (const meta of Object.values(compiled.meta.fields)) {
    if (meta.display) continue;
    for (const validation of validationsOf(meta)) {
      // an unknown name is the layout linter's to report; here it simply has no check
      const check = Object.hasOwn(VALIDATIONS, validation.name) ? VALIDATIONS[validation.name] : undefined;
      if (check) checks.push({ meta, validation, params: validation.params ?? {}, check });
    }
  }
  return checks;
}
