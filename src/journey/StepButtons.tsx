import { useIntl } from 'react-intl';
import type { CompiledLayout } from '../../adapters/types';

interface Props {
  buttons: CompiledLayout['meta']['buttons'];
  busy: boolean;
  /** false when the application is locked: nothing can be saved */
  canSave: boolean;
  /** undefined on the first step */
  onBack: (() => void) | undefined;
}

/**
 * The layout's buttons under the form: Back goes to the previous step, Continue submits (the form
 * validates, then the page saves and moves on). Without buttons in the layout, Continue is shown.
 */
export function StepButtons({ buttons, busy, canSave, onBack }: Props) {
  const intl = useIntl();
  const back = buttons.find((b) => b.type === 'go_back');
  const cont = buttons.find((b) => b.type === 'continue');
  return (
    <div className="jf-actions step-buttons">
      {back && onBack && (
        <button type="button" className="button secondary" onClick={onBack}>
          {back.label}
        </button>
      )}
      {canSave && (
        <button type="submit" className="button" disabled={busy} aria-describedby={busy ? 'saving-status' : undefined}>
          {cont?.label ?? intl.formatMessage({ id: 'app.journey.continue' })}
        </button>
      )}
      {busy && (
        <span id="saving-status" role="status">
          {intl.formatMessage({ id: 'app.journey.saving' })}
        </span>
      )}
    </div>
  );
}
