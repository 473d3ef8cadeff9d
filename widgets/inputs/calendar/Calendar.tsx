import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { withLabelKind } from '../../theme/label-kind';
import { draftsOf } from '../../theme/runtime/draft-registry';
import { crossesGroupEdge, fieldAria } from '../../shared/aria';
import { useDraft } from '../../shared/use-draft';
import { DatePicker } from './DatePicker';
import { DEFAULT_DATE_FORMAT, formatIso, maskDate, parseIso, resolveDateOption, storedDate, todayIso, type DateLimits } from './date-text';
import './calendar.css';

/** The format's placeholder in the reader's language, letter by letter: dd/mm/yyyy → JJ/MM/AAAA in French. */
function placeholderOf(format: string, t: (id: string) => string): string {
  const letters: Record<string, string> = { d: t('widgets.core.calendar.day'), m: t('widgets.core.calendar.month'), y: t('widgets.core.calendar.year') };
  return [...format.toLowerCase()].map((ch) => letters[ch] ?? ch).join('');
}

/**
 * A date typed in the layout's format with a mask (separators added as digits are typed) or chosen
 * in a picker. What is typed stays in the input (useDraft) until blur, Enter or a pause in typing;
 * a picked date is stored at once. Stores ISO yyyy-MM-dd; an impossible or partial date stays as
 * typed so that validation, not the widget, reports it. `ui:options`: dateFormat, minimumDate, maximumDate
 * (`$date` = today, from formContext.today when given), disabledDays (0 Sunday … 6 Saturday).
 */
function CalendarWidget(props: WidgetProps) {
  const { id, value, options, label, required, disabled, readonly, rawErrors, autofocus, htmlName, registry } = props;
  const { onChange, onBlur, onFocus } = props;
  const t = useT();
  const format = typeof options.dateFormat === 'string' ? options.dateFormat : DEFAULT_DATE_FORMAT;
  const contextToday: unknown = registry.formContext?.today;
  const today = typeof contextToday === 'string' && parseIso(contextToday) ? contextToday : todayIso();
  const limits: DateLimits = {
    min: resolveDateOption(options.minimumDate, today),
    max: resolveDateOption(options.maximumDate, today),
    disabledDays: Array.isArray(options.disabledDays) ? (options.disabledDays as number[]) : [],
  };
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const stored = typeof value === 'string' ? value : undefined;
  const selected = stored && parseIso(stored) ? stored : undefined;
  const locked = disabled || readonly;
  const draft = useDraft({
    value,
    toText: (current) => (typeof current === 'string' ? formatIso(current, format) : ''),
    toStored: (text) => storedDate(text, format),
    onChange,
    drafts: draftsOf(registry.formContext),
  });

  return (
    <div className="jf-calendar" onBlur={(event) => crossesGroupEdge(event) && onBlur(id, draft.end())}>
      <input
        ref={inputRef}
        id={id}
        name={htmlName ?? id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="jf-input jf-calendar-input"
        placeholder={placeholderOf(format, t)}
        value={draft.text ?? (stored ? formatIso(stored, format) : '')}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={(event) => draft.edit(maskDate(event.target.value, format))}
        onKeyDown={draft.onKeyDown}
        onFocus={() => {
          draft.begin();
          onFocus(id, value);
        }}
        onBlur={() => draft.end()}
        {...fieldAria(id, rawErrors)}
      />
      <button
        ref={buttonRef}
        type="button"
        className="jf-calendar-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={locked}
        aria-label={t('widgets.core.calendar.open', { label })}
        onClick={() => setOpen((was) => !was)}
      >
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor" />
          <path d="M1.5 6.5h13M5 1v3M11 1v3" stroke="currentColor" />
        </svg>
      </button>
      {open && (
        <DatePicker
          initial={selected ?? (limits.min && limits.min > today ? limits.min : today)}
          selected={selected}
          today={today}
          limits={limits}
          onSelect={(iso) => {
            setOpen(false);
            inputRef.current?.focus();
            // after focus, whose handler would show the value from before this choice
            draft.commitText(formatIso(iso, format));
          }}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

export const Calendar = withLabelKind(CalendarWidget, 'control');
