import { useCallback, useId, useMemo } from 'react';
import { toFieldPathId, unsetByPath, type ErrorSchema, type FieldPathList, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { ItemContext } from '../../theme/item-context';
import { hasErrors, type ItemEntry } from './entries';

export interface MultiFieldItemProps {
  index: number;
  /** from the item's own answers, e.g. "C-GABC, Cessna 172", else "Aircraft 2" */
  title: string;
  entry: ItemEntry;
  item: unknown;
  itemSchema: RJSFSchema;
  itemUiSchema: UiSchema | undefined;
  /** the form's errors for this item (from blur / Continue validation) */
  formErrors: ErrorSchema | undefined;
  parent: FieldProps;
  editable: boolean;
  onToggle: (index: number) => void;
  onSave: (index: number) => void;
  onCancel: (index: number) => void;
  onRemove: (index: number) => void;
  onFieldChanged: (index: number, relativePath: FieldPathList) => void;
}

/**
 * One item of a multi-field: header with its title (focusable, where focus goes after Add and
 * Save) and show/hide; its fields through RJSF's SchemaField, without a legend of their own (the
 * header names the item), and their errors naming the item (ItemContext).
 */
export function MultiFieldItem(props: MultiFieldItemProps) {
  const { index, title, entry, item, itemSchema, itemUiSchema, formErrors, parent, editable } = props;
  const { onToggle, onSave, onCancel, onRemove, onFieldChanged } = props;
  const { registry, fieldPathId, onChange, onBlur, onFocus, disabled, readonly } = parent;
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const errorId = useId();
  const itemPathId = useMemo(() => toFieldPathId(index, registry.globalFormOptions, fieldPathId), [index, registry.globalFormOptions, fieldPathId]);

  // the item's body is titled by the header above, not by an object legend ("aircraft-0")
  const bodyUiSchema = useMemo<UiSchema>(() => ({ ...itemUiSchema, 'ui:label': false }), [itemUiSchema]);
  const itemContext = useMemo(() => ({ title }), [title]);
  const errors = useMemo(() => mergeErrors(formErrors, entry.saveErrors), [formErrors, entry.saveErrors]);
  const invalid = hasErrors(errors);
  const unsaved = entry.mode !== 'saved';
  const header = invalid
    ? t('widgets.complex.multiField.invalid', { title })
    : unsaved && !entry.open
      ? t('widgets.complex.multiField.unsaved', { title })
      : undefined;

  const onItemChange = useCallback<FieldProps['onChange']>(
    (value, path, es, id) => {
      onChange(value, path, es, id);
      onFieldChanged(index, path.slice(itemPathId.path.length));
    },
    [onChange, onFieldChanged, index, itemPathId],
  );

  const { SchemaField } = registry.fields;
  if (!SchemaField) throw new Error(`multiField "${parent.name}": the RJSF registry has no SchemaField`);
  return (
    <div role="group" aria-labelledby={titleId} aria-describedby={header ? errorId : undefined} className="cx-item" data-invalid={Boolean(header)}>
      <div className="cx-item-header">
        <h3 id={titleId} className="cx-item-title" tabIndex={-1}>
          {title}
        </h3>
        <div className="cx-actions">
          <button type="button" className="jf-button jf-button--link" aria-expanded={entry.open} aria-controls={bodyId} onClick={() => onToggle(index)}>
            {entry.open ? t('widgets.complex.multiField.hideDetails') : t('widgets.complex.multiField.showDetails')}
          </button>
          {editable && (
            <button type="button" className="jf-button jf-button--secondary" onClick={() => onRemove(index)}>
              {t('widgets.complex.multiField.remove')}
            </button>
          )}
        </div>
      </div>
      {header && (
        <p id={errorId} className="cx-item-error" role="alert">
          {header}
        </p>
      )}
      <div id={bodyId} className="cx-item-body" hidden={!entry.open}>
        {entry.open && (
          <ItemContext.Provider value={itemContext}>
            <SchemaField
              name={`${parent.name}-${index}`}
              schema={itemSchema}
              uiSchema={bodyUiSchema}
              formData={item}
              errorSchema={errors}
              fieldPathId={itemPathId}
              onChange={onItemChange}
              onBlur={onBlur}
              onFocus={onFocus}
              registry={registry}
              disabled={disabled}
              readonly={readonly}
              required={false}
            />
          </ItemContext.Provider>
        )}
        {entry.open && editable && (
          <div className="cx-actions cx-item-actions">
            <button type="button" className="jf-button" onClick={() => onSave(index)}>
              {t('widgets.complex.multiField.save')}
            </button>
            <button type="button" className="jf-button jf-button--secondary" onClick={() => onCancel(index)}>
              {t('widgets.complex.multiField.cancel')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function mergeErrors(form: ErrorSchema | undefined, saved: ErrorSchema | undefined): ErrorSchema | undefined {
  if (!saved) return form;
  if (!form) return saved;
  return mergeDeep(structuredClone(form) as Record<string, unknown>, saved as Record<string, unknown>) as ErrorSchema;
}

function mergeDeep(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(from)) {
    if (k === '__errors' && Array.isArray(v)) {
      const existing = Array.isArray(into[k]) ? (into[k] as string[]) : [];
      into[k] = [...new Set([...existing, ...(v as string[])])];
    } else if (v && typeof v === 'object') {
      into[k] = mergeDeep((into[k] as Record<string, unknown>) ?? {}, v as Record<string, unknown>);
    }
  }
  return into;
}

/** The item's save errors without those of the field that just changed. */
export function withoutErrorsAt(errors: ErrorSchema | undefined, relativePath: FieldPathList): ErrorSchema | undefined {
  if (!errors || relativePath.length === 0) return errors;
  const copy = structuredClone(errors) as Record<string, unknown>;
  unsetByPath(copy, [...relativePath, '__errors']);
  return copy as ErrorSchema;
}
