import { descriptionId, getTemplate, getUiOptions, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { labelId, labelKindOf } from '../../theme/label-kind';
import { Tooltip } from './Tooltip';

/**
 * Label, required marker, tooltip, help and errors around one field. The label is tied to the
 * control (`for`) or to the group (`aria-labelledby`, see label-kind.ts); errors live in
 * `${id}__error`, which every control names in aria-describedby and marks with aria-invalid.
 */
export function JourneyFieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, rawDescription, required, disabled, displayLabel, hidden, uiSchema, registry } = props;
  const path = props.fieldPathId.path.join('.');
  if (hidden) return <div hidden>{children}</div>;
  if (path === '') return children;
  const kind = labelKindOf(uiSchema, registry) ?? (displayLabel ? 'control' : undefined);
  if (kind === 'self') {
    return (
      <div className="jf-field" data-path={path}>
        {children}
      </div>
    );
  }
  const options = getUiOptions(uiSchema);
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, options);
  const tooltip = typeof options.tooltip === 'string' && options.tooltip !== '' ? options.tooltip : undefined;
  const errors = [...new Set(rawErrors ?? [])];
  const showLabel = (kind === 'control' || kind === 'group') && label !== '' && options.label !== false;
  const className = ['jf-field', props.classNames, errors.length > 0 && 'jf-field--invalid'].filter(Boolean).join(' ');
  return (
    <div className={className} data-path={path}>
      {showLabel && (
        <div className="jf-label-row">
          {kind === 'control' ? (
            <label id={labelId(id)} htmlFor={id} className="jf-label">
              {label}
            </label>
          ) : (
            <span id={labelId(id)} className="jf-label">
              {label}
            </span>
          )}
          {/* a disabled field asks nothing (a disable rule also lifts its requirement): no marker */}
          {required && !disabled && (
            <span className="jf-required" aria-hidden="true">
              *
            </span>
          )}
          {tooltip && <Tooltip id={id} label={label} text={tooltip} />}
        </div>
      )}
      {rawDescription && (
        <p id={descriptionId(id)} className="jf-description">
          {rawDescription}
        </p>
      )}
      {children}
      {rawHelp && (
        <p id={helpId(id)} className="jf-help">
          {rawHelp}
        </p>
      )}
      <FieldErrorTemplate errors={errors} fieldPathId={props.fieldPathId} schema={props.schema} uiSchema={uiSchema} registry={registry} />
    </div>
  );
}
