import { useRef, useState } from 'react';
import { errorId, getTemplate, getUiOptions, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t';
import { withLabelKind } from '../../theme/label-kind';
import { draftsOf } from '../../theme/runtime/draft-registry';
import { useFormRuntime } from '../../theme/runtime/FormRuntime';
import { useDraft } from '../../shared/use-draft';
import { describedBy } from '../../shared/aria';
import { uniqueMessages } from '../../shared/messages';
import { inRange, parsePercent, splitTotal, type SplitValue } from './split-math';
import { useShownComponents } from './use-shown-components';
import '../complex.css';

/**
 * ui:field `splitPercentage` ({component: number}): one percentage box per component that the
 * page's rules show (the schema's properties, in `ui:order` when given), the live total of those, a range error for a box
 * outside 0–100 and, once the reader has left the split, an error while the total is not 100.
 * The total follows the boxes as typed; the split reaches the form like any text input's draft
 * (useDraft): on blur, Enter, a pause or a submit, never on the keystroke itself.
 *
 * Label kind `self`: the legend names the group and the field's errors are drawn here as
 * `${id}__error`. The page's verdict on the total (validation splitTotal) replaces the live one, so
 * the same fact is never said twice.
 */
function SplitPercentage(props: FieldProps<SplitValue>) {
  const { formData, onChange, onBlur, fieldPathId, uiSchema, schema, name, disabled, readonly, rawErrors = [], errorSchema, registry } = props;
  const t = useT();
  const intl = useIntl();
  const id = fieldPathId.$id;
  const value: SplitValue = formData && typeof formData === 'object' ? formData : EMPTY;
  const components = useShownComponents(useFormRuntime(), fieldPathId.path, componentsOf(schema, uiSchema as Record<string, unknown> | undefined));
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(value).map(([name, percent]) => [name, typeof percent === 'number' ? intl.formatNumber(percent) : ''])),
  );
  const [touched, setTouched] = useState(false);
  // every box's text as typed, updated at once: a commit stores the whole split from it, so a box
  // committed before the form re-rendered with the previous box's value cannot overwrite that value
  const typedTexts = useRef(texts);
  const draft = useDraft<SplitValue>({
    value,
    toText: () => '',
    toStored: () => storedSplit(components, typedTexts.current),
    onChange: (next) => onChange(next, fieldPathId.path, undefined, id),
    drafts: draftsOf(registry.formContext),
  });
  const typed: SplitValue = Object.fromEntries(components.map((c) => [c.name, parsePercent(texts[c.name] ?? '')]));
  const total = splitTotal(typed);
  const anyEntered = components.some((c) => typeof typed[c.name] === 'number');
  const sumError = touched && anyEntered && total !== 100 ? t('widgets.complex.split.sum', { total: intl.formatNumber(total) }) : undefined;
  const totalId = `${id}__total`;
  const locked = Boolean(disabled || readonly);
  const errors = rawErrors.length > 0 ? uniqueMessages(rawErrors) : sumError && !locked ? [sumError] : [];
  const errorsId = errorId(id);
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, getUiOptions(uiSchema));

  const change = (component: string, text: string) => {
    typedTexts.current = { ...typedTexts.current, [component]: text };
    setTexts(typedTexts.current);
    draft.edit(text);
  };

  return (
    <fieldset
      className="cx-fieldset cx-wrapper"
      id={id}
      aria-describedby={describedBy(totalId, errors.length > 0 && errorsId)}
    >
      <legend className="cx-legend">{(uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name}</legend>
      {components.map((c) => {
        const inputId = `${id}_${c.name}`;
        const text = texts[c.name] ?? '';
        const parsed = parsePercent(text);
        const rangeError = text.trim() !== '' && (parsed === undefined || !inRange(parsed));
        const errors = [
          ...(rangeError ? [t('widgets.complex.split.range')] : []),
          ...((errorSchema as Record<string, { __errors?: string[] } | undefined> | undefined)?.[c.name]?.__errors ?? []),
        ];
        const errorId = `${inputId}__error`;
        return (
          <div key={c.name}>
            <div className="cx-split-row">
              <label htmlFor={inputId}>{c.label}</label>
              <input
                id={inputId}
                type="text"
                inputMode="decimal"
                value={text}
                disabled={disabled}
                readOnly={readonly}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={describedBy(errors.length > 0 && errorId)}
                onChange={(event) => change(c.name, event.target.value)}
                onKeyDown={draft.onKeyDown}
                onBlur={(event) => {
                  const stored = draft.end();
                  // Moving between the split's own boxes is not leaving it: judging the total then would
                  // say "must total 100" mid-entry and move the page under the reader's next click.
                  if (event.currentTarget.closest('fieldset')?.contains(event.relatedTarget as Node | null)) return;
                  setTouched(true);
                  // the field's id: the page validates the split as a whole
                  onBlur(id, stored);
                }}
              />
              <span aria-hidden="true">%</span>
            </div>
            <FieldErrorTemplate errors={locked ? [] : errors} fieldPathId={{ $id: inputId, path: [...fieldPathId.path, c.name] }} schema={schema} registry={registry} />
          </div>
        );
      })}
      <p id={totalId} className="cx-amount" role="status">
        {t('widgets.complex.split.total', { total: intl.formatNumber(total) })}
      </p>
      <FieldErrorTemplate errors={errors} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} />
    </fieldset>
  );
}

export const SplitPercentageField = withLabelKind(SplitPercentage, 'self');

const EMPTY: SplitValue = {};

/** The split to store: each component's typed percentage; a blank or unreadable box is left out. */
function storedSplit(components: readonly { name: string }[], texts: Record<string, string>): SplitValue {
  const split: SplitValue = {};
  for (const c of components) {
    const percent = parsePercent(texts[c.name] ?? '');
    if (percent !== undefined) split[c.name] = percent;
  }
  return split;
}

function componentsOf(schema: RJSFSchema, uiSchema: Record<string, unknown> | undefined): { name: string; label: string }[] {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const order = Array.isArray(uiSchema?.['ui:order']) ? (uiSchema['ui:order'] as string[]).filter((n) => n in properties) : [];
  const names = [...order, ...Object.keys(properties).filter((n) => !order.includes(n))];
  return names.map((n) => {
    const ui = uiSchema?.[n] as Record<string, unknown> | undefined;
    const title = (ui?.['ui:title'] as string | undefined) ?? properties[n]?.title ?? n;
    return { name: n, label: title };
  });
}
