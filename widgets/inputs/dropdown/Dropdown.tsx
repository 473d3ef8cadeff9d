import { type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { withLabelKind } from '../../theme/label-kind';
import { fieldAria } from '../../shared/aria';
import { choicesOf } from '../../shared/choices';

/** A native select of the layout's options; stores the option key, or nothing for the empty choice. */
function DropdownWidget(props: WidgetProps) {
  const { id, value, options, required, disabled, readonly, rawErrors, autofocus, htmlName, onChange, onBlur, onFocus } = props;
  const t = useT();
  const choices = choicesOf(options);
  const current = value === undefined || value === null ? '' : String(value);
  const read = (event: { target: { value: string } }) => (event.target.value === '' ? undefined : event.target.value);

  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="jf-select"
      value={current}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(read(event))}
      onBlur={(event) => onBlur(id, read(event))}
      onFocus={(event) => onFocus(id, read(event))}
      {...fieldAria(id, rawErrors)}
    >
      <option value="">{t('widgets.core.select')}</option>
      {choices.map((choice) => (
        <option key={choice.key} value={choice.key}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

export const Dropdown = withLabelKind(DropdownWidget, 'control');
