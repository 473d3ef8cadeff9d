/** Runs the named validations of a page on evaluated data, one call per value (per item for components). */
import { t } from '../i18n/format';
import { labelOf, metaOf } from '../rules/labels';
import { getPath, isRow, slotsOf, type Row } from '../rules/paths';
import type { CompiledLayout, FieldError } from '../types';
import type { PlannedCheck, ValidationPlan } from './plan';
import type { CheckContext, FieldRef } from './types';

export interface CheckState {
  compiled: CompiledLayout;
  data: Row;
  today: string;
  isHidden(path: string): boolean;
  /** hidden or disabled: the user cannot change it, so it is not checked */
  isSkipped(path: string): boolean;
}

/** A field by name, seen from `path`: a sibling in the same item when one exists, else a page field. */
function refFrom(state: CheckState, path: string, metaPath: string, name: string): FieldRef {
  if (name.includes('*')) {
    // `pilots.*.first_name` seen from `pilots.2.age` is `pilots.2.first_name`
    const here = path.split('.');
    const concrete = name.split('.').map((s, i) => (s === '*' ? (here[i] ?? s) : s)).join('.');
    return { path: concrete, value: getPath(state.data, concrete), meta: metaOf(state.compiled, concrete) };
  }
  const itemAt = path.lastIndexOf('.');
  if (itemAt > 0) {
    const siblingMeta = `${metaPath.slice(0, metaPath.lastIndexOf('.'))}.${name}`;
    const item = getPath(state.data, path.slice(0, itemAt));
    if (state.compiled.meta.fields[siblingMeta] || (isRow(item) && Object.hasOwn(item, name))) {
      const sibling = `${path.slice(0, itemAt)}.${name}`;
      return { path: sibling, value: getPath(state.data, sibling), meta: state.compiled.meta.fields[siblingMeta] };
    }
  }
  return { path: name, value: getPath(state.data, name), meta: metaOf(state.compiled, name) };
}

/** One value under check; a class so no closure is made per value. */
class Context implements CheckContext {
  readonly locale;
  constructor(
    private readonly state: CheckState,
    readonly path: string,
    readonly value: unknown,
    readonly planned: PlannedCheck,
  ) {
    this.locale = state.compiled.meta.locale;
  }
  get compiled() { return this.state.compiled; }
  get today() { return this.state.today; }
  get data() { return this.state.data; }
  get meta() { return this.planned.meta; }
  get validation() { return this.planned.validation; }
  get params() { return this.planned.params; }
  ref(name: string): FieldRef {
    return refFrom(this.state, this.path, this.planned.meta.path, name);
  }
  isHidden(path: string): boolean {
    return this.state.isHidden(path);
  }
}

export function runChecks(plan: ValidationPlan, state: CheckState): FieldError[] {
  const { compiled } = state;
  const locale = compiled.meta.locale;
  const errors: FieldError[] = [];
  for (const planned of plan.checks) {
    for (const slot of slotsOf(state.data, planned.meta.path)) {
      if (state.isSkipped(slot.path)) continue;
      const issues = planned.check(new Context(state, slot.path, slot.parent[slot.key], planned));
      if (issues.length === 0) continue;
      const override = planned.validation.message?.[locale];
      const dialog = planned.validation.params?.dialog;
      for (const issue of issues) {
        if (state.isSkipped(issue.field)) continue;
        errors.push({
          field: issue.field,
          label: labelOf(compiled, issue.field),
          message: override || t(locale, issue.id, issue.values),
          ...(override ? {} : { id: issue.id }),
          ...(typeof dialog === 'string' && dialog ? { dialog } : {}),
        });
      }
    }
  }
  return errors;
}
