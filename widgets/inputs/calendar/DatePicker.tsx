import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t';
import { addDays, addMonths, isSelectable, monthGrid, parseIso, type DateLimits } from './date-text';

interface DatePickerProps {
  /** the day that has focus when the picker opens */
  initial: string;
  selected?: string;
  today: string;
  limits: DateLimits;
  onSelect(iso: string): void;
  onClose(): void;
}

const utc = (iso: string) => {
  const d = parseIso(iso);
  return d ? new Date(Date.UTC(d.year, d.month - 1, d.day)) : new Date(NaN);
};

const KEY_STEPS: Record<string, (iso: string) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -7),
  ArrowDown: (iso) => addDays(iso, 7),
  PageUp: (iso) => addMonths(iso, -1),
  PageDown: (iso) => addMonths(iso, 1),
};

/**
 * A month grid in a dialog (WAI-ARIA date picker pattern): arrows move by day and week, Page Up/Down
 * by month, Enter or Space chooses, Escape closes. Days outside min/max or on a disabled weekday are
 * announced as unavailable and cannot be chosen.
 */
export function DatePicker({ initial, selected, today, limits, onSelect, onClose }: DatePickerProps) {
  const t = useT();
  const { locale } = useIntl();
  const titleId = useId();
  const [focused, setFocused] = useState(initial);
  const gridRef = useRef<HTMLTableElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
    }),
    [locale],
  );
  // 2023-01-01 was a Sunday: the seven days after it name the columns.
  const weekdays = useMemo(() => Array.from({ length: 7 }, (_, i) => utc(addDays('2023-01-01', i))), []);

  useEffect(() => {
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const onGridKey = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    setFocused(step(focused));
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside the dialog while it is open.
    const focusables = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])') ?? [])];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className="jf-picker" onKeyDown={onDialogKey}>
      <div className="jf-picker-head">
        <button type="button" className="jf-picker-nav" onClick={() => setFocused(addMonths(focused, -1))} aria-label={t('widgets.core.calendar.previousMonth')}>
          ‹
        </button>
        <h2 id={titleId} className="jf-picker-title" aria-live="polite">
          {formats.month.format(utc(focused))}
        </h2>
        <button type="button" className="jf-picker-nav" onClick={() => setFocused(addMonths(focused, 1))} aria-label={t('widgets.core.calendar.nextMonth')}>
          ›
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className="jf-picker-grid" onKeyDown={onGridKey}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={formats.weekdayLong.format(day)}>
                {formats.weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week, row) => (
            <tr key={row}>
              {week.map((iso, col) =>
                iso === null ? (
                  <td key={col} />
                ) : (
                  <td key={iso}>
                    <button
                      type="button"
                      className="jf-picker-day"
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={formats.day.format(utc(iso))}
                      aria-disabled={!isSelectable(iso, limits) || undefined}
                      aria-pressed={iso === selected}
                      aria-current={iso === today ? 'date' : undefined}
                      onClick={() => isSelectable(iso, limits) && onSelect(iso)}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="jf-picker-close" onClick={onClose}>
        {t('widgets.core.calendar.close')}
      </button>
    </div>
  );
}
