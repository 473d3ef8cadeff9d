import type { MouseEvent, ReactNode } from 'react';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { labelId } from '../theme/label-kind';
import { crossesGroupEdge, fieldAria } from './aria';
import type { Choice } from './choices';

interface RadioChoicesProps {
  props: WidgetProps;
  choices: Choice[];
  /** class of the group: plain list, cards, two-option switch */
  variant: 'list' | 'cards' | 'switch';
  renderChoice?: (choice: Choice) => ReactNode;
}

/**
 * A radiogroup named by the field template's label: native radios, so arrow keys move between
 * choices and the group is one tab stop. Blur reaches RJSF only when focus leaves the group.
 */
export function RadioChoices({ props, choices, variant, renderChoice }: RadioChoicesProps) {
  const { id, value, required, disabled, readonly, rawErrors, autofocus, onBlur, onFocus } = props;
  const current = currentKey(value);
  const locked = disabled || readonly;
  return (
    <div
      id={id}
      role="radiogroup"
      className={`jf-choices jf-choices--${variant}`}
      aria-labelledby={labelId(id)}
      aria-required={required || undefined}
      aria-disabled={locked || undefined}
      onBlur={(event) => crossesGroupEdge(event) && onBlur(id, current)}
      onFocus={(event) => crossesGroupEdge(event) && onFocus(id, current)}
      {...fieldAria(id, rawErrors)}
    >
      <ChoiceRadios props={props} choices={choices} autoFocus={autofocus} renderChoice={renderChoice} />
    </div>
  );
}

interface ChoiceRadiosProps {
  props: WidgetProps;
  choices: Choice[];
  /** focus the first radio on mount */
  autoFocus?: boolean;
  renderChoice?: (choice: Choice) => ReactNode;
  /** a pointer click on a radio (not a move with the arrow keys): the radio dropdown closes on it */
  onClick?: (key: string, event: MouseEvent<HTMLInputElement>) => void;
}

/** The radios of a choice group, one per choice, sharing the field's name; each choice is stored as its key. */
export function ChoiceRadios({ props, choices, autoFocus, renderChoice, onClick }: ChoiceRadiosProps) {
  const { id, value, disabled, readonly, htmlName, onChange } = props;
  const current = currentKey(value);
  return choices.map((choice, index) => (
    <label key={choice.key} className="jf-choice" data-checked={current === choice.key}>
      <input
        type="radio"
        id={optionId(id, index)}
        name={htmlName ?? id}
        value={choice.key}
        checked={current === choice.key}
        disabled={disabled || readonly}
        autoFocus={autoFocus && index === 0}
        onChange={() => onChange(choice.key)}
        onClick={onClick && ((event) => onClick(choice.key, event))}
      />
      <span className="jf-choice-text">{renderChoice ? renderChoice(choice) : choice.label}</span>
    </label>
  ));
}

function currentKey(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}
