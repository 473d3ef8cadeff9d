import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import { withLabelKind } from '../../theme/label-kind';
import { fieldAria } from '../shared/aria';
import { displayValue, editValue, formatOf, storedValue } from './text-value';

/**
 * Text, number, currency or percentage (`ui:options.format`). A keystroke stores what was typed and
 * nothing more; formatting ($1,000 / 1 000 $) shows once the field loses focus (the form applies
 * the layout's text transforms on blur).
 */
function TextboxWidget(props: WidgetProps) {
  const { id, value, options, schema, required, disabled, readonly, placeholder, rawErrors, autofocus, htmlName } = props;
  const { onChange, onBlur, onFocus } = props;
  const { locale } = useIntl();
  const format = formatOf(options, schema.type);
  const [draft, setDraft] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    onChange(storedValue(event.target.value, format));
  };
  const handleFocus = () => {
    setDraft(editValue(value));
    onFocus(id, value);
  };
  const handleBlur = () => {
    setDraft(null);
    onBlur(id, value);
  };

  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="text"
      className="jf-input"
      inputMode={format === 'text' ? undefined : 'decimal'}
      value={draft ?? displayValue(value, format, locale)}
      placeholder={placeholder || undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={handleChange}
      onFocus={handleFocus}
      onBlur={handleBlur}
      {...fieldAria(id, rawErrors)}
    />
  );
}

export const Textbox = withLabelKind(TextboxWidget, 'control');
