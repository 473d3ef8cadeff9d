import { useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { labelId, withLabelKind } from '../../theme/label-kind';
import { crossesGroupEdge, fieldAria } from '../../shared/aria';
import { choicesOf } from '../../shared/choices';
import { ChoiceRadios } from '../../shared/RadioChoices';

/**
 * A dropdown whose list is a set of radios (docs/requirements.md §2.8): a button shows the current choice and
 * opens the list; choosing closes it and returns focus to the button. Stores the option key.
 * A button may not carry aria-required, so a required one is described as "Required" and its
 * radiogroup is aria-required.
 */
function RadioDropdownWidget(props: WidgetProps) {
  const { id, value, options, required, disabled, readonly, rawErrors, autofocus, onChange, onBlur, onFocus } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const choices = choicesOf(options);
  const current = value === undefined || value === null ? undefined : String(value);
  const currentLabel = choices.find((choice) => choice.key === current)?.label;
  const listId = `${id}__list`;
  const requiredId = `${id}__required`;
  const locked = disabled || readonly;
  const aria = fieldAria(id, rawErrors);

  const choose = (key: string) => {
    onChange(key);
    setOpen(false);
    buttonRef.current?.focus();
  };
  // Arrow keys move between radios and change the answer, as radios do; Enter, Space or a pointer
  // click confirms and closes the list.
  const onListKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLInputElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && target.type === 'radio') {
      event.preventDefault();
      choose(target.value);
    }
  };

  return (
    <div className="jf-radio-dropdown" onBlur={(event) => crossesGroupEdge(event) && (setOpen(false), onBlur(id, current))}>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="jf-select jf-radio-dropdown-button"
        aria-labelledby={`${labelId(id)} ${id}__value`}
        aria-expanded={open}
        aria-controls={listId}
        disabled={locked}
        autoFocus={autofocus}
        onClick={() => setOpen((was) => !was)}
        onFocus={() => onFocus(id, current)}
        {...aria}
        aria-describedby={required ? `${requiredId} ${aria['aria-describedby']}` : aria['aria-describedby']}
      >
        <span id={`${id}__value`}>{currentLabel ?? t('widgets.core.select')}</span>
      </button>
      {required && (
        <span id={requiredId} className="jf-visually-hidden">
          {t('widgets.core.required')}
        </span>
      )}
      <div
        id={listId}
        role="radiogroup"
        aria-labelledby={labelId(id)}
        aria-required={required || undefined}
        className="jf-radio-dropdown-list"
        hidden={!open}
        onKeyDown={onListKey}
      >
        <ChoiceRadios props={props} choices={choices} onClick={(key, event) => event.detail > 0 && choose(key)} />
      </div>
    </div>
  );
}

export const RadioDropdown = withLabelKind(RadioDropdownWidget, 'control');
