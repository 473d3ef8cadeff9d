import type { CompiledLayout, FieldMeta, LayoutValidation, Locale } from '../types';
import type { Row } from '../rules/paths';

/** A field named by a validation's params, resolved to where its value lives. */
export interface FieldRef {
  path: string;
  value: unknown;
  meta: FieldMeta | undefined;
}

/** What one named validation sees for one value (one per multifield item for components). */
export interface CheckContext {
  compiled: CompiledLayout;
  locale: Locale;
  /** ISO today, for `$date` */
  today: string;
  /** evaluated page data */
  data: Row;
  /** concrete path of the value */
  path: string;
  value: unknown;
  meta: FieldMeta;
  validation: LayoutValidation;
  params: Record<string, unknown>;
  /** A field by name: a sibling in the same multifield item first, then a page field. */
  ref(name: string): FieldRef;
  /** hidden or inside something hidden */
  isHidden(path: string): boolean;
}

/** One failure: which concrete field, which default message and its ICU values. */
export interface Issue {
  field: string;
  id: string;
  values?: Record<string, string | number>;
}

/** A named validation: small, pure, returns no issues when the value is fine or absent. */
export type Check = (ctx: CheckContext) => Issue[];
