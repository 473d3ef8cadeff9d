import { memo, useCallback, useMemo, useSyncExternalStore } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { deepEquals, type FieldProps, type UiSchema } from '@rjsf/utils';
import { optionId } from '../../../adapters/rules';
import type { UiOptionsOption } from '../../../adapters/widget-names';
import { DISABLED, HIDDEN } from './field-state-store';
import { FieldWarning } from './FieldWarning';
import { useFormRuntime } from './FormRuntime';

const { SchemaField } = getDefaultRegistry().fields;
if (!SchemaField) throw new Error('@rjsf/core registers no SchemaField');
const DefaultSchemaField = SchemaField;
const noSubscription = () => () => undefined;

/**
 * RJSF's SchemaField, subscribed to the rule engine's verdict for its own data path: a hidden field
 * is not rendered at all and a disabled one is disabled with its children; the options the rules do
 * not offer are taken out of `ui:options.options` (so every choice widget leaves them out), and a
 * warning shows under the field. Only a field whose verdict changed re-renders; RJSF's deep-equal
 * memo keeps the others still on a keystroke.
 */
function RuntimeSchemaFieldRender(props: FieldProps) {
  const runtime = useFormRuntime();
  const path = props.fieldPathId.path.join('.');
  const subscribe = useCallback(
    (listener: () => void) => (runtime && path ? runtime.fields.subscribe(path, listener) : noSubscription()),
    [runtime, path],
  );
  const read = () => (runtime && path ? runtime.fields.flags(path) : 0);
  const flags = useSyncExternalStore(subscribe, read, read);
  const readOptions = () => (runtime && path ? runtime.fields.hiddenOptions(path) : '');
  const hiddenOptions = useSyncExternalStore(subscribe, readOptions, readOptions);
  const readWarning = () => (runtime && path ? runtime.fields.warning(path) : undefined);
  const warning = useSyncExternalStore(subscribe, readWarning, readWarning);
  const uiSchema = useMemo(() => (hiddenOptions ? withoutOptions(props.uiSchema, new Set(hiddenOptions.split('\n'))) : props.uiSchema), [props.uiSchema, hiddenOptions]);
  if (flags & HIDDEN) return null;
  const disabled = Boolean(props.disabled) || Boolean(flags & DISABLED);
  const field = <DefaultSchemaField {...props} uiSchema={uiSchema} disabled={disabled} />;
  if (warning === undefined || !runtime) return field;
  return (
    <>
      {field}
      <FieldWarning key={warning} id={`${runtime.idFor(path)}__warning`} message={warning} />
    </>
  );
}

/** The uiSchema without the options (and a tile's sub-options) whose ids are `hidden`. */
function withoutOptions(uiSchema: UiSchema | undefined, hidden: ReadonlySet<string>): UiSchema | undefined {
  const options = uiSchema?.['ui:options'] as { options?: unknown } | undefined;
  if (!options || !Array.isArray(options.options)) return uiSchema;
  const offered = (options.options as UiOptionsOption[])
    .filter((option) => !hidden.has(optionId(option.key)))
    .map((option) => (option.options ? { ...option, options: option.options.filter((sub) => !hidden.has(optionId(sub.key, option.key))) } : option));
  return { ...uiSchema, 'ui:options': { ...options, options: offered } };
}

export const RuntimeSchemaField = memo(RuntimeSchemaFieldRender, (prev, next) => deepEquals(prev, next));
