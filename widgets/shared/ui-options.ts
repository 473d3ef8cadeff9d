import type { UiOptionsOption } from '../../adapters/widget-names';

/** The `ui:options` object of a uiSchema, or `{}` (the adapter writes it, analysts never do). */
export function uiOptionsOf(uiSchema: unknown): Record<string, unknown> {
  if (!uiSchema || typeof uiSchema !== 'object') return {};
  const options = (uiSchema as Record<string, unknown>)['ui:options'];
  return options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
}

export function optionList(options: Record<string, unknown>): UiOptionsOption[] {
  return Array.isArray(options.options) ? (options.options as UiOptionsOption[]) : [];
}

export function stringOption(options: Record<string, unknown>, key: string): string | undefined {
  const value = options[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function numberOption(options: Record<string, unknown>, key: string): number | undefined {
  const value = options[key];
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
