import { getUiOptions, optionId, type FieldProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { labelId, withLabelKind } from '../../theme/label-kind';
import { crossesGroupEdge, fieldAria } from '../../shared/aria';
import { choicesOf, type Choice } from '../../shared/choices';

type YesNoMap = Record<string, 'y' | 'n'>;

/** The options: `ui:options.options`, else the object schema's properties with their titles. */
function choicesFor(props: FieldProps): Choice[] {
  const listed = choicesOf(getUiOptions(props.uiSchema));
  if (listed.length > 0) return listed;
  const properties = (props.schema.properties ?? {}) as Record<string, { title?: string }>;
  return Object.entries(properties).map(([key, property]) => ({ key, label: property.title ?? key }));
}

/** Every option answered: ticked ones "y", the rest "n" (the stored shape of docs/requirements.md §4.2). */
export function toggled(choices: Choice[], current: unknown, key: string, checked: boolean): YesNoMap {
  const base = (current && typeof current === 'object' ? current : {}) as Record<string, unknown>;
  const out: YesNoMap = {};
  for (const choice of choices) out[choice.key] = base[choice.key] === 'y' ? 'y' : 'n';
  out[key] = checked ? 'y' : 'n';
  return out;
}

/**
 * Several independent yes/no options in one group; stores `{ [optionKey]: "y" | "n" }`.
 * A group may not carry aria-required (axe aria-allowed-attr, critical), so a required one is
 * described as "Required", as the radio-dropdown button is.
 */
function MultiCheckboxField(props: FieldProps) {
  const { fieldPathId, formData, disabled, readonly, required, rawErrors, onChange, onBlur, onFocus } = props;
  const id = fieldPathId.$id;
  const t = useT();
  const choices = choicesFor(props);
  const values = (formData && typeof formData === 'object' ? formData : {}) as Record<string, unknown>;
  const aria = fieldAria(id, rawErrors);
  const requiredId = `${id}__required`;
  return (
    <div
      id={id}
      role="group"
      className="jf-choices jf-choices--checkboxes"
      aria-labelledby={labelId(id)}
      onBlur={(event) => crossesGroupEdge(event) && onBlur(id, formData)}
      onFocus={(event) => crossesGroupEdge(event) && onFocus(id, formData)}
      {...aria}
      aria-describedby={required ? `${requiredId} ${aria['aria-describedby']}` : aria['aria-describedby']}
    >
      {required && (
        <span id={requiredId} className="jf-visually-hidden">
          {t('widgets.core.required')}
        </span>
      )}
      {choices.map((choice, index) => (
        <label key={choice.key} className="jf-choice" data-checked={values[choice.key] === 'y'}>
          <input
            type="checkbox"
            id={optionId(id, index)}
            name={`${fieldPathId.name ?? id}.${choice.key}`}
            checked={values[choice.key] === 'y'}
            disabled={disabled || readonly}
            onChange={(event) => onChange(toggled(choices, formData, choice.key, event.target.checked), fieldPathId.path, undefined, id)}
          />
          <span className="jf-choice-text">{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

export const MultiCheckbox = withLabelKind(MultiCheckboxField, 'group');
