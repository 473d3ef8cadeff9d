import { memo, useCallback, useSyncExternalStore } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { deepEquals, type FieldProps } from '@rjsf/utils';
import { DISABLED, HIDDEN } from './field-state-store';
import { useFormRuntime } from './FormRuntime';

const { SchemaField } = getDefaultRegistry().fields;
if (!SchemaField) throw new Error('@rjsf/core registers no SchemaField');
const DefaultSchemaField = SchemaField;
const noSubscription = () => () => undefined;

/**
 * RJSF's SchemaField, subscribed to the rule engine's verdict for its own data path: a hidden field
 * is not rendered at all and a disabled one is disabled with its children. Only a field whose
 * verdict changed re-renders; RJSF's deep-equal memo keeps the others still on a keystroke.
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
  if (flags & HIDDEN) return null;
  const disabled = Boolean(props.disabled) || Boolean(flags & DISABLED);
  return <DefaultSchemaField {...props} disabled={disabled} />;
}

export const RuntimeSchemaField = memo(RuntimeSchemaFieldRender, (prev, next) => deepEquals(prev, next));
