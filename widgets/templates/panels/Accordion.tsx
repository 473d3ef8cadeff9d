import { useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { Panel } from '../page/layout';
import type { PanelsState } from './use-panels';
import './accordion.css';

interface AccordionProps {
  panels: readonly Panel[];
  state: PanelsState;
  renderPaths(paths: readonly string[]): ReactNode;
}

/** custom-accordion: one section open at a time, each with Next (Done on the last). */
export function Accordion({ panels, state, renderPaths }: AccordionProps) {
  const t = useT();
  const baseId = useId();
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const lockedHintId = `${baseId}-locked`;
  const onNext = (index: number) => {
    const outcome = state.next(index);
    if (outcome === 'next') headers.current[index + 1]?.focus();
    if (outcome === 'done') headers.current[index]?.focus();
  };
  return (
    <div className="jf-accordion">
      <p id={lockedHintId} hidden>
        {t('widgets.form.locked')}
      </p>
      {panels.map((panel, index) => {
        const headerId = `${baseId}-h${index}`;
        const regionId = `${baseId}-p${index}`;
        const open = state.active === index;
        const locked = !state.unlocked[index];
        return (
          <div key={panel.name} className="jf-accordion-item" data-invalid={state.invalid[index] || undefined}>
            <h3 className="jf-accordion-heading">
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                type="button"
                id={headerId}
                className="jf-accordion-button"
                aria-expanded={open}
                aria-controls={regionId}
                aria-disabled={locked || undefined}
                aria-describedby={locked ? lockedHintId : undefined}
                onClick={() => !locked && state.open(open ? null : index)}
              >
                {panel.label}
                {state.invalid[index] && ' '}
                {state.invalid[index] && <span className="jf-visually-hidden">({t('widgets.form.panelHasErrors')})</span>}
              </button>
            </h3>
            <div id={regionId} role="region" aria-labelledby={headerId} className="jf-accordion-panel" hidden={!open}>
              {renderPaths(panel.paths)}
              <button type="button" className="jf-button jf-next" onClick={() => onNext(index)}>
                {index === panels.length - 1 ? t('widgets.form.done') : t('widgets.form.next')}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
