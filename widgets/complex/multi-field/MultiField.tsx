import { useCallback, useEffect, useRef, useState } from 'react';
import { deepEquals, errorId, getTemplate, getUiOptions, type ErrorSchema, type FieldPathList, type FieldProps, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { itemTitle } from '../../../adapters/rules/item-title';
import type { Locale } from '../../../adapters/types';
import { useConfirmation } from '../../modals/ConfirmationModal';
import { useT } from '../../i18n/use-t';
import { withLabelKind } from '../../theme/label-kind';
import { describedBy } from '../../shared/aria';
import { uniqueMessages } from '../../shared/messages';
import { numberOption, stringOption, uiOptionsOf } from '../../shared/ui-options';
import { aligned, hasErrors, newKey, type ItemEntry } from './entries';
import { validateItem } from './item-validation';
import { MultiFieldItem, withoutErrorsAt } from './MultiFieldItem';
import '../complex.css';

/**
 * ui:field `multiField` (multifieldv2: aircraft, pilots, client funds, officers ...; docs/requirements.md §2.8).
 * Items are arrays of objects rendered through RJSF's SchemaField, so every component uses the
 * theme's widgets and templates. Modes new / edit / saved with per-item Save, Cancel and Remove
 * (confirmed); collapse/expand. Each item is titled from its own answers ("C-GABC, Cessna 172",
 * else "Pilot 2": adapters/rules/item-title.ts, the same title the page's errors use). An unsaved
 * or invalid item shows an error header naming it and disables Add, as does reaching
 * `ui:options.maxItems` (or the schema's maxItems). After Add, focus moves to the new item; after
 * Save, to the saved item (or, when it has errors, its first field in error); after Cancel, to the
 * item (or to Add when the cancelled item was new and is gone).
 *
 * ui:options: `itemLabel` ("Pilot"), `addLabel`, `summary` (components that title an item), `maxItems`.
 *
 * Label kind `self`: the heading names the list and the list's own errors (too few items, a
 * duplicate across items) are drawn under it as `${id}__error`; items show their own.
 */
function MultiFieldList(props: FieldProps<unknown[]>) {
  const { formData, onChange, fieldPathId, schema, uiSchema, errorSchema, disabled, readonly, name, rawErrors } = props;
  const registry = props.registry as Registry;
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { confirm, modal } = useConfirmation();
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLElement>(null);
  const focusAfterRemove = useRef(false);
  /** an item to focus once rendered: its heading, or its first field in error */
  const focusItem = useRef<{ index: number; on: 'heading' | 'error' } | undefined>(undefined);
  const items = Array.isArray(formData) ? formData : [];
  const options = uiOptionsOf(uiSchema);
  const rawItemSchema = (schema.items ?? {}) as RJSFSchema;
  const itemUiSchema = uiSchema?.items as UiSchema | undefined;
  const maxItems = numberOption(options, 'maxItems') ?? schema.maxItems;
  const editable = !disabled && !readonly;
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;

  const [stored, setEntries] = useState<ItemEntry[]>(() => aligned([], items.length));
  // items loaded or reset from outside get saved entries; a just-added item is one entry ahead for a render
  if (stored.length < items.length) setEntries(aligned(stored, items.length));
  const entries = stored;
  const current = () => aligned(entries, items.length);

  const itemPath = (index: number): FieldPathList => [...fieldPathId.path, index];
  const titleOf = (index: number) => itemTitle(uiSchema, items[index], index, locale);
  const update = (index: number, change: Partial<ItemEntry>) =>
    setEntries(current().map((e, i) => (i === index ? { ...e, ...change } : e)));
  const itemSchemaOf = (item: unknown) => registry.schemaUtils.retrieveSchema(rawItemSchema, item);

  const removeAt = (index: number) => {
    onChange(items.filter((_, i) => i !== index), fieldPathId.path, undefined, fieldPathId.$id);
    setEntries(current().filter((_, i) => i !== index));
  };

  const add = () => {
    const blank = registry.schemaUtils.getDefaultFormState(rawItemSchema, undefined) ?? {};
    onChange([...items, blank], fieldPathId.path, undefined, fieldPathId.$id);
    setEntries([...current(), { key: newKey(), mode: 'new', open: true }]);
    focusItem.current = { index: items.length, on: 'heading' };
  };

  const toggle = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    if (entry.open) update(index, { open: false });
    else if (entry.mode === 'saved' && editable) update(index, { open: true, mode: 'edit', snapshot: structuredClone(items[index]) });
    else update(index, { open: true });
  };

  const save = (index: number) => {
    const item = items[index];
    const errors = validateItem(registry, itemPath(index), itemSchemaOf(item), item, {
      required: t('widgets.complex.multiField.required'),
      invalid: t('widgets.complex.multiField.invalidValue'),
    });
    if (hasErrors(errors)) update(index, { saveErrors: errors, open: true });
    else update(index, { mode: 'saved', open: false, snapshot: undefined, saveErrors: undefined });
    focusItem.current = { index, on: hasErrors(errors) ? 'error' : 'heading' };
  };

  const cancel = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    if (entry.mode === 'new') {
      removeAt(index);
      focusAfterRemove.current = true;
    } else {
      if (entry.mode === 'edit') onChange(entry.snapshot as never, itemPath(index), undefined, fieldPathId.$id);
      update(index, { mode: 'saved', open: false, snapshot: undefined, saveErrors: undefined });
      focusItem.current = { index, on: 'heading' };
    }
  };

  const remove = async (index: number) => {
    const answer = await confirm({
      title: t('widgets.complex.multiField.confirmRemoveTitle', { title: titleOf(index) }),
      message: t('widgets.complex.multiField.confirmRemoveMessage'),
      buttons: [
        { id: 'remove', label: t('widgets.complex.multiField.remove'), variant: 'primary' },
        { id: 'keep', label: t('widgets.complex.multiField.keep'), variant: 'secondary' },
      ],
    });
    if (answer !== 'remove') return;
    removeAt(index);
    focusAfterRemove.current = true;
  };

  // the Remove button left with its item: once rendered, focus Add (enabled now) or the heading
  useEffect(() => {
    if (!focusAfterRemove.current) return;
    focusAfterRemove.current = false;
    if (addButton.current && !addButton.current.disabled) addButton.current.focus();
    else heading.current?.focus();
  });

  // Add and Save leave focus where the person continues: the new or saved item (not the body)
  useEffect(() => {
    const request = focusItem.current;
    if (!request) return;
    focusItem.current = undefined;
    const item = list.current?.querySelectorAll<HTMLElement>(':scope > .cx-item')[request.index];
    const target = (request.on === 'error' && item?.querySelector<HTMLElement>('[aria-invalid="true"], .jf-field--invalid :is(input, select, textarea)')) || item?.querySelector<HTMLElement>('.cx-item-title');
    target?.focus();
  });

  const onFieldChanged = useCallback((index: number, relative: FieldPathList) => {
    setEntries((prev) => prev.map((e, i) => (i === index && e.saveErrors ? { ...e, saveErrors: withoutErrorsAt(e.saveErrors, relative) } : e)));
  }, []);

  const blocked = items.some((item, i) => {
    const entry = entries[i];
    const itemErrors = (errorSchema as Record<number, ErrorSchema> | undefined)?.[i];
    const changed = entry?.mode === 'new' || (entry?.mode === 'edit' && !deepEquals(item, entry.snapshot));
    return changed || hasErrors(itemErrors) || hasErrors(entry?.saveErrors);
  });
  const full = maxItems !== undefined && items.length >= maxItems;
  const addHintId = `${fieldPathId.$id}__add-hint`;
  const addHint = full ? t('widgets.complex.multiField.maxReached', { max: maxItems ?? 0 }) : blocked ? t('widgets.complex.multiField.addBlocked') : undefined;

  const listErrors = uniqueMessages(rawErrors);
  const listErrorsId = errorId(fieldPathId.$id);
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', props.registry, getUiOptions(uiSchema));

  return (
    <section
      ref={list}
      className="cx-wrapper"
      aria-labelledby={`${fieldPathId.$id}__title`}
      aria-describedby={describedBy(listErrors.length > 0 && listErrorsId)}
      id={fieldPathId.$id}
    >
      <h2 ref={heading} tabIndex={-1} id={`${fieldPathId.$id}__title`} className="cx-legend">
        {label}
      </h2>
      <FieldErrorTemplate errors={listErrors} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={props.registry} />
      {items.length === 0 && <p className="cx-hint">{t('widgets.complex.multiField.empty')}</p>}
      {items.map((item, index) => {
        const entry = entries[index] ?? { key: `pending-${index}`, mode: 'saved' as const, open: false };
        const itemSchema = itemSchemaOf(item);
        return (
          <MultiFieldItem
            key={entry.key}
            index={index}
            title={titleOf(index)}
            entry={entry}
            item={item}
            itemSchema={itemSchema}
            itemUiSchema={itemUiSchema}
            formErrors={(errorSchema as Record<number, ErrorSchema> | undefined)?.[index]}
            parent={props}
            editable={editable}
            onToggle={toggle}
            onSave={save}
            onCancel={cancel}
            onRemove={(i) => void remove(i)}
            onFieldChanged={onFieldChanged}
          />
        );
      })}
      {editable && (
        <>
          <button
            ref={addButton}
            type="button"
            className="jf-button jf-button--secondary"
            disabled={full || blocked}
            aria-describedby={addHint ? addHintId : undefined}
            onClick={add}
          >
            {stringOption(options, 'addLabel') ?? t('widgets.complex.multiField.add')}
          </button>
          {addHint && (
            <p id={addHintId} className="cx-hint">
              {addHint}
            </p>
          )}
        </>
      )}
      {modal}
    </section>
  );
}

export const MultiField = withLabelKind(MultiFieldList, 'self');
