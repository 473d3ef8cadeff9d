import { useIntl } from 'react-intl';
import type { CompiledLayout } from '../../adapters/types';

/** What a submit of the form does: Continue moves on; Save changes and Done stay on the page. */
export type SubmitIntent = 'continue' | 'stay';

interface Props {
  buttons: CompiledLayout['meta']['buttons'];
  busy: boolean;
  /** false when the application is locked: nothing can be saved */
  canSave: boolean;
  /** undefined on the first step */
  onBack: (() => void) | undefined;
  /** Continue only moves on, without validating or saving (the CSR view, docs/requirements.md §8.1) */
  onContinue?: () => void;
  /** the button that submits says what the submit is for, before the form validates and saves (pages with Save changes or Done) */
  onIntent?: (intent: SubmitIntent) => void;
  /** the wings design: Continue and Back name the step they lead to ("Next: Pilot schedule") */
  nextTitle?: string;
  backTitle?: string;
}

/**
 * The layout's buttons under the form: Back goes to the previous step, Continue submits (the form
 * validates, then the page saves and moves on), Save changes and Done submit and stay. Without
 * buttons in the layout, Continue is shown. Continue comes first of the submit buttons, so Enter
 * in a field continues (the browser presses the first).
 */
export function StepButtons({ buttons, busy, canSave, onBack, onContinue, onIntent, nextTitle, backTitle }: Props) {
  const intl = useIntl();
  const back = buttons.find((b) => b.type === 'go_back');
  const cont = buttons.find((b) => b.type === 'continue');
  const stays = buttons.filter((b) => b.type === 'save' || b.type === 'done');
  const showContinue = cont !== undefined || stays.length === 0;
  const described = busy ? 'saving-status' : undefined;
  const continueLabel = nextTitle
    ? intl.formatMessage({ id: 'app.journey.nextTo' }, { title: nextTitle })
    : (cont?.label ?? intl.formatMessage({ id: 'app.journey.continue' }));
  return (
    <div className="jf-actions step-buttons">
      {back && onBack && (
        <button type="button" className="button secondary" onClick={onBack}>
          {backTitle ? intl.formatMessage({ id: 'app.journey.backTo' }, { title: backTitle }) : back.label}
        </button>
      )}
      {canSave && showContinue && (
        <button type="submit" className="button" disabled={busy} aria-describedby={described} onClick={() => onIntent?.('continue')}>
          {continueLabel}
        </button>
      )}
      {!canSave && onContinue && showContinue && (
        <button type="button" className="button" onClick={onContinue}>
          {continueLabel}
        </button>
      )}
      {canSave &&
        stays.map((button) => (
          <button
            key={button.name}
            type="submit"
            className="button secondary"
            disabled={busy}
            aria-describedby={described}
            onClick={() => onIntent?.('stay')}
          >
            {button.label}
          </button>
        ))}
      {busy && (
        <span id="saving-status" role="status">
          {intl.formatMessage({ id: 'app.journey.saving' })}
        </span>
      )}
    </div>
  );
}
