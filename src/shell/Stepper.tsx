import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import type { StepperDesign, StepperModel, StepState } from '../../adapters/journey/stepper';

interface Props {
  model: StepperModel;
  canRevisit: boolean;
  /** brand configuration (adapters/journey/stepper.ts stepperDesign); default: the numbered list */
  design?: StepperDesign;
  /** a step's link was followed: e.g. save the page first, then go (docs/requirements.md §2.4); plain links without it */
  onGo?: (routeName: string) => void;
}

/**
 * Steps grouped by category, each completed, active or pending (docs/requirements.md §2.4); a completed
 * step that is not locked is a link to its first valid route. On narrow screens (≤ 991 px, CSS)
 * only "Step X of Y" shows, and the list opens from it. The progress-bar design adds a bar of the
 * steps completed; the wings design lays the steps out in a row (CSS).
 */
export function Stepper({ model, canRevisit, onGo, design = 'default' }: Props) {
  const intl = useIntl();
  const { path, locale } = useBase();
  const link = (routeName: string, text: string) => (
    <Link
      to={paths.step(path, routeName)}
      onClick={
        onGo &&
        ((event) => {
          // a modified click (new tab or window) leaves this page as it is
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onGo(routeName);
        })
      }
    >
      {text}
    </Link>
  );
  const [open, setOpen] = useState(false);
  const listId = useId();
  const active = model.steps.find((s) => s.state === 'active');
  const stateText = (state: StepState) => intl.formatMessage({ id: `app.stepper.state.${state}` });
  return (
    <nav className={`stepper stepper-${design}`} aria-label={intl.formatMessage({ id: 'app.stepper.label' })}>
      {design === 'progress-bar' && (
        <div
          className="stepper-progress"
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'app.stepper.progress' })}
          aria-valuemin={0}
          aria-valuemax={model.total}
          aria-valuenow={model.completed}
          aria-valuetext={intl.formatMessage({ id: 'app.stepper.progressText' }, { completed: model.completed, total: model.total })}
        >
          <span className="stepper-progress-done" style={{ width: `${model.total ? (100 * model.completed) / model.total : 0}%` }} />
        </div>
      )}
      <button
        type="button"
        className="stepper-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {intl.formatMessage({ id: 'app.stepper.stepOf' }, { current: model.current, total: model.total })}
        {active && <span className="stepper-toggle-title">{active.title[locale]}</span>}
      </button>
      <ol id={listId} className={open ? 'stepper-list open' : 'stepper-list'}>
        {model.steps.map((step) => (
          <li key={step.category} className={`stepper-step ${step.state}${step.locked ? ' locked' : ''}`} aria-current={step.state === 'active' ? 'step' : undefined}>
            <span className="stepper-number" aria-hidden="true">
              {step.number}
            </span>
            {step.state !== 'active' && step.reachable && canRevisit ? (
              link(step.routeName, step.title[locale])
            ) : (
              <span className="stepper-title">{step.title[locale]}</span>
            )}
            <span className="visually-hidden">
              {' '}
              ({stateText(step.state)}
              {step.locked && step.state !== 'active' && `, ${intl.formatMessage({ id: 'app.stepper.locked' })}`})
            </span>
            {step.subPages.length > 0 && (
              <ul className="stepper-subpages">
                {step.subPages.map((sub) => (
                  <li key={sub.routeName} className={sub.state} aria-current={sub.state === 'active' ? 'page' : undefined}>
                    {sub.state !== 'active' && sub.reachable && canRevisit ? (
                      link(sub.routeName, sub.title[locale])
                    ) : (
                      sub.title[locale]
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
