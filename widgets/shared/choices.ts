import type { EnumOptionsType } from '@rjsf/utils';
import type { UiOptionsOption } from '../../adapters/widget-names';

export interface Choice {
  key: string;
  label: string;
  shortLabel?: string;
  tags?: Record<string, string | number | boolean>;
}

/**
 * The choices of a widget: the adapter's `ui:options.options` (keys with labels in the page's
 * locale), else the schema's enum as RJSF resolves it.
 */
export function choicesOf(options: Record<string, unknown> & { enumOptions?: EnumOptionsType[] }): Choice[] {
  const listed: unknown = options.options;
  if (Array.isArray(listed)) {
    return (listed as UiOptionsOption[]).map(({ key, label, shortLabel, tags }) => ({ key, label, shortLabel, tags }));
  }
  return (options.enumOptions ?? []).map((option) => ({ key: String(option.value), label: option.label }));
}
