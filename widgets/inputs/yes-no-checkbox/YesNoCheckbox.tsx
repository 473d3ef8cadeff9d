import type { WidgetProps } from '@rjsf/utils';
import { withLabelKind } from '../../theme/label-kind';
import { fieldAria } from '../../shared/aria';

/** A single checkbox whose label is the question; stores "y" when ticked and "n" when not. */
function YesNoCheckboxWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, autofocus, htmlName, onChange, onBlur, onFocus } = props;
  const checked = value === 'y';
  return (
    <div className="jf-checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={checked}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked ? 'y' : 'n')}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...fieldAria(id, rawErrors)}
      />
      <label htmlFor={id} className="jf-checkbox-label">
        {label}
      </label>
      {required && (
        <span className="jf-required" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

export const YesNoCheckbox = withLabelKind(YesNoCheckboxWidget, 'inline');
