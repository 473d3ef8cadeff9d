import type { ReactNode } from 'react';
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
  const { id, value, required, disabled, readonly, rawErrors, autofocus, htmlName, onChange, onBlur, onFocus } = props;
  const current = value === undefined || value === null ? undefined : String(value);
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
      {choices.map((choice, index) => (
        <label key={choice.key} className="jf-choice" data-checked={current === choice.key}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={htmlName ?? id}
            value={choice.key}
            checked={current === choice.key}
            disabled={locked}
            autoFocus={autofocus && index === 0}
            onChange={() => onChange(choice.key)}
          />
          <span className="jf-choice-text">{renderChoice ? renderChoice(choice) : choice.label}</span>
        </label>
      ))}
    </div>
  );
}
