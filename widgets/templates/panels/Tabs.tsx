import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { Panel } from '../page/layout';
import type { PanelsState } from './use-panels';
import './tabs.css';

interface TabsProps {
  panels: readonly Panel[];
  state: PanelsState;
  renderPaths(paths: readonly string[]): ReactNode;
}

/**
 * custom-tab: WAI-ARIA tabs (arrow keys move between unlocked tabs, Home/End to the ends), each
 * panel with Next (Done on the last). With every panel collapsed the first tab is shown.
 */
export function Tabs({ panels, state, renderPaths }: TabsProps) {
  const t = useT();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = state.active ?? 0;

  const select = (index: number) => {
    if (!state.unlocked[index]) return;
    state.open(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const reachable = panels.map((_, i) => i).filter((i) => state.unlocked[i]);
    const at = reachable.indexOf(selected);
    const moves: Record<string, number | undefined> = {
      ArrowRight: reachable[(at + 1) % reachable.length],
      ArrowLeft: reachable[(at - 1 + reachable.length) % reachable.length],
      Home: reachable[0],
      End: reachable[reachable.length - 1],
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const onNext = (index: number) => {
    if (state.next(index) === 'next') tabs.current[index + 1]?.focus();
    else if (index === panels.length - 1) state.open(index);
  };

  return (
    <div className="jf-tabs">
      <div role="tablist" className="jf-tablist" onKeyDown={onKeyDown}>
        {panels.map((panel, index) => (
          <button
            key={panel.name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-t${index}`}
            className="jf-tab"
            aria-selected={selected === index}
            aria-controls={`${baseId}-p${index}`}
            aria-disabled={!state.unlocked[index] || undefined}
            data-invalid={state.invalid[index] || undefined}
            tabIndex={selected === index ? 0 : -1}
            onClick={() => select(index)}
          >
            {panel.label}
            {state.invalid[index] && ' '}
            {state.invalid[index] && <span className="jf-visually-hidden">({t('widgets.form.panelHasErrors')})</span>}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={panel.name}
          role="tabpanel"
          id={`${baseId}-p${index}`}
          aria-labelledby={`${baseId}-t${index}`}
          className="jf-tabpanel"
          hidden={selected !== index}
        >
          {renderPaths(panel.paths)}
          <button type="button" className="jf-button jf-next" onClick={() => onNext(index)}>
            {index === panels.length - 1 ? t('widgets.form.done') : t('widgets.form.next')}
          </button>
        </div>
      ))}
    </div>
  );
}
