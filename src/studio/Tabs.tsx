import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

/**
 * The pane's tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between tabs
 * and show them; the panel follows the tab list.
 */
export function Tabs<T extends string>({ idPrefix, label, tabs, current, onSelect, children }: { idPrefix: string; label: string; tabs: readonly Tab<T>[]; current: T; onSelect: (id: T) => void; children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === current);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-tab-${next.id}`)}`)?.focus();
  };
  return (
    <>
      <div className="studio-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="studio-panel" role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${current}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
