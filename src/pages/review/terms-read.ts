import type { CompiledLayout, FormData } from '../../../adapters/types';
import { WIDGET } from '../../../adapters/widget-names';

/** The page's scroll-to-bottom terms boxes (docs/requirements.md §2.8), by field name. */
export function termsBoxFields(compiled: CompiledLayout): string[] {
  const ui = compiled.uiSchema as Record<string, unknown>;
  return Object.keys(compiled.schema.properties ?? {}).filter((name) => (ui[name] as { 'ui:widget'?: unknown } | undefined)?.['ui:widget'] === WIDGET.termsBox);
}

/** Every terms box of the page is read to its end: its answer is "y". */
export function allTermsRead(fields: readonly string[], data: FormData): boolean {
  return fields.every((name) => data[name] === 'y');
}
