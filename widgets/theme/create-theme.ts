import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { RuntimeSchemaField } from './runtime/RuntimeSchemaField';
import type { Theme, ThemePart } from './types';

function mergeNamed<T>(kind: string, parts: readonly (Record<string, T> | undefined)[], into: Record<string, T>): Record<string, T> {
  for (const part of parts) {
    for (const [name, component] of Object.entries(part ?? {})) {
      if (Object.hasOwn(into, name) && into[name] !== component) {
        throw new Error(`${kind} "${name}" is registered twice in the widget theme; give one of them another name in adapters/widget-names.ts`);
      }
      into[name] = component;
    }
  }
  return into;
}

/**
 * Merges theme parts into one RJSF theme `{widgets, fields, templates}`. A name registered twice
 * with different components is an error (it would silently shadow a widget). Every theme renders
 * fields through RuntimeSchemaField, so rule visibility and enablement reach each field alone.
 */
export function mergeTheme(parts: readonly ThemePart[]): Theme {
  const widgets = mergeNamed<RegistryWidgetsType[string]>('Widget', parts.map((p) => p.widgets), {});
  const fields = mergeNamed<RegistryFieldsType[string]>('Field', parts.map((p) => p.fields), { SchemaField: RuntimeSchemaField });
  const templates = mergeNamed('Template', parts.map((p) => p.templates as Record<string, unknown> | undefined), {}) as Partial<TemplatesType>;
  return { widgets, fields, templates };
}
