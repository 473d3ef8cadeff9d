import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { errorId, getTemplate, getUiOptions, type FieldProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { numberOption, optionList, stringOption, uiOptionsOf } from '../../shared/ui-options';
import { withLabelKind } from '../../theme/label-kind';
import { draftsOf } from '../../theme/runtime/draft-registry';
import { useDraft } from '../../shared/use-draft';
import { describedBy } from '../../shared/aria';
import { uniqueMessages } from '../../shared/messages';
import { DEFAULT_LOOKUP_MIN_LENGTH } from '../../../adapters/field-types/typeahead';
import { lookupInOptions, readTypeaheadValue, type Lookup, type TypeaheadValue } from './lookup';
import '../complex.css';
import './typeahead.css';

type Status = 'idle' | 'short' | 'loading' | 'done' | 'failed';

/** Debounce of the lookup while typing; `ui:options.lookupDelay` overrides it. */
const DEFAULT_DELAY_MS = 250;

/**
 * ui:field `typeahead` ({key, value, extended?}). Suggestions come from
 * `formContext.lookups[ui:options.lookup ?? name]` (a `Lookup`), or from the layout's options.
 * Lookup starts at `ui:options.lookupMinLength` characters (default 4); a chosen entry fills the
 * sibling fields `ui:options.fills` names from its `extended` record. An ARIA 1.2 combobox:
 * arrows move through the listbox (aria-activedescendant), Enter chooses, Escape closes.
 * Typing after a choice clears the stored value, so only a chosen suggestion is ever stored; like
 * any text input (useDraft) that clear reaches the form on blur, Enter, a pause or a submit, never
 * on the keystroke itself, while the lookup runs on every keystroke inside this field.
 *
 * Label kind `self`: the label and the errors are drawn here (`${id}__error`). While text is typed
 * but no suggestion chosen, "choose a suggestion" says it better than the page's "required".
 */
function Typeahead(props: FieldProps<TypeaheadValue>) {
  const { formData, onChange, onBlur, fieldPathId, uiSchema, schema, name, registry, disabled, readonly, required, rawErrors = [], errorSchema } = props;
  const t = useT();
  const options = uiOptionsOf(uiSchema);
  const id = fieldPathId.$id;
  const stored = readTypeaheadValue(formData);
  const minLength = numberOption(options, 'lookupMinLength') ?? DEFAULT_LOOKUP_MIN_LENGTH;
  const delay = numberOption(options, 'lookupDelay') ?? DEFAULT_DELAY_MS;
  const lookups = (registry.formContext as { lookups?: Record<string, Lookup> } | undefined)?.lookups;
  const configured = optionList(options);
  const fills = options.fills as Readonly<Record<string, string>> | undefined;
  const uppercase = options.uppercase === true;
  const lookup = useMemo(
    () => lookups?.[stringOption(options, 'lookup') ?? name] ?? lookupInOptions(configured),
    // options and lookups are stable per compiled layout
    [lookups, name, configured, options],
  );

  const [text, setText] = useState(stored?.value ?? '');
  const [suggestions, setSuggestions] = useState<TypeaheadValue[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [touched, setTouched] = useState(false);
  const request = useRef(0);
  const chosen = useRef<TypeaheadValue | undefined>(undefined);
  // the text commits as the suggestion it names (just chosen, or still stored), otherwise as nothing
  const draft = useDraft<TypeaheadValue | undefined>({
    value: formData,
    toText: (value) => readTypeaheadValue(value)?.value ?? '',
    toStored: (typed) => [chosen.current, stored].find((s) => s !== undefined && s.value === typed),
    onChange: (value) => onChange(value, fieldPathId.path, undefined, id),
    drafts: draftsOf(registry.formContext),
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // a value set from outside (reset, prefill) shows in the box
  const storedValue = stored?.value;
  useEffect(() => {
    if (storedValue !== undefined) setText(storedValue);
  }, [storedValue]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (query: string) => {
    clearTimeout(timer.current);
    const mine = ++request.current;
    if (query.trim().length < minLength) {
      setSuggestions([]);
      setOpen(false);
      setStatus(query.trim() === '' ? 'idle' : 'short');
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(() => {
      lookup(query.trim()).then(
        (found) => {
          if (mine !== request.current) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
          setStatus('done');
        },
        () => {
          if (mine !== request.current) return;
          setSuggestions([]);
          setOpen(false);
          setStatus('failed');
        },
      );
    }, delay);
  };

  const choose = (suggestion: TypeaheadValue) => {
    request.current++;
    clearTimeout(timer.current);
    setText(suggestion.value);
    setOpen(false);
    setStatus('idle');
    setSuggestions([]);
    chosen.current = suggestion;
    draft.commitText(suggestion.value);
    // the fields the layout's `fills` tag names take the chosen entry's parts (street, city, ...)
    if (fills && suggestion.extended) fillSiblings(fills, suggestion.extended);
  };

  const fillSiblings = (targets: Readonly<Record<string, string>>, record: Record<string, unknown>) => {
    const parent = fieldPathId.path.slice(0, -1);
    for (const [field, property] of Object.entries(targets)) {
      const value = record[property];
      onChange((typeof value === 'string' && value !== '' ? value : undefined) as never, [...parent, field], undefined, id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) choose(picked);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else {
      // Enter without a suggestion to choose submits the form: commit the typing first
      draft.onKeyDown(event);
    }
  };

  const listId = `${id}__listbox`;
  // the layout's tooltip, as a line under the label: what choosing a suggestion does
  const help = stringOption(options, 'tooltip');
  const helpId = `${id}__help`;
  const statusId = `${id}__status`;
  const errorsId = errorId(id);
  const childErrors = errorSchema as Record<string, { __errors?: string[] } | undefined> | undefined;
  const unchosen = touched && text.trim() !== '' && !stored;
  const errors = unchosen
    ? [t('widgets.complex.typeahead.chooseSuggestion')]
    : uniqueMessages(rawErrors, childErrors?.key?.__errors, childErrors?.value?.__errors);
  const invalid = errors.length > 0;
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  const activeId = open && active >= 0 ? `${id}__option-${active}` : undefined;
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, getUiOptions(uiSchema));

  return (
    <div className="cx-wrapper">
      <label htmlFor={id} className="jf-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {help && (
        <p id={helpId} className="cx-hint cx-typeahead-help">
          {help}
        </p>
      )}
      <input
        id={id}
        type="text"
        className="jf-input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(help && helpId, status !== 'idle' && statusId, invalid && errorsId)}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        placeholder={stringOption(options, 'placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setTouched(false);
          // only a stored choice has anything to clear: plain typing never commits
          if (stored) draft.edit(event.target.value);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setTouched(true);
          // text typed but not chosen is upper-cased on focus out where the layout asks (docs/requirements.md §11.6)
          if (uppercase && !stored && text !== text.toUpperCase()) setText(text.toUpperCase());
          onBlur(id, draft.end());
        }}
      />
      <ul id={listId} role="listbox" aria-label={label} className="cx-listbox" hidden={!open}>
        {suggestions.map((s, i) => (
          <li
            key={s.key}
            id={`${id}__option-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(s)}
          >
            {s.value}
          </li>
        ))}
      </ul>
      <p id={statusId} className="cx-hint" aria-live="polite">
        {statusText(status, suggestions.length, minLength, t)}
      </p>
      <FieldErrorTemplate errors={errors} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} />
    </div>
  );
}

export const TypeaheadField = withLabelKind(Typeahead, 'self');

function statusText(status: Status, count: number, minLength: number, t: (id: string, v?: Record<string, number>) => string): string {
  switch (status) {
    case 'short':
      return t('widgets.complex.typeahead.minLength', { count: minLength });
    case 'loading':
      return t('widgets.complex.typeahead.loading');
    case 'failed':
      return t('widgets.complex.typeahead.lookupFailed');
    case 'done':
      return count ? t('widgets.complex.typeahead.results', { count }) : t('widgets.complex.typeahead.noResults');
    default:
      return '';
  }
}
