import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import { inputModeOf } from '../../i18n/number-format';
import { withLabelKind } from '../../theme/label-kind';
import { draftsOf } from '../../theme/runtime/draft-registry';
import { fieldAria } from '../../shared/aria';
import { useDraft } from '../../shared/use-draft';
import { displayValue, editValue, formatOf, storedValue } from './text-value';

/**
 * Text, number, currency or percentage (`ui:options.format`). What is typed stays in the input
 * (useDraft) and reaches the form on blur, Enter or a pause in typing, stored as typed and nothing
 * more; formatting ($1,000 / 1 000 $) shows once the field loses focus (the form applies the
 * layout's text transforms on blur).
 */
function TextboxWidget(props: WidgetProps) {
  const { id, value, options, schema, required, disabled, readonly, placeholder, rawErrors, autofocus, htmlName, registry } = props;
  const { onChange, onBlur, onFocus } = props;
  const { locale } = useIntl();
  const format = formatOf(options, schema.type);
  const draft = useDraft({
    value,
    toText: editValue,
    toStored: (text) => storedValue(text, format),
    onChange,
    drafts: draftsOf(registry.formContext),
  });

  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="text"
      className="jf-input"
      inputMode={inputModeOf(format)}
      value={draft.text ?? displayValue(value, format, locale)}
      placeholder={placeholder || undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(event) => draft.edit(event.target.value)}
      onKeyDown={draft.onKeyDown}
      onFocus={() => {
        draft.begin();
        onFocus(id, value);
      }}
      onBlur={() => onBlur(id, draft.end())}
      {...fieldAria(id, rawErrors)}
    />
  );
}

export const Textbox = withLabelKind(TextboxWidget, 'control');
