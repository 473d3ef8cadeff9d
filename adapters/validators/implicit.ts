/**
 * Validations a field carries by its configuration alone (docs/requirements.md §4.5, §4.6): a calendar is a strict
 * date and honours minimumDate/maximumDate, the date tags and disabledDays; minRange/maxRange
 * tags make a range; a split-percentage must total 100. Listed validations come first and win.
 */
import type { FieldMeta, LayoutValidation, ValidationName } from '../types';

function implied(meta: FieldMeta): ValidationName[] {
  const names: ValidationName[] = [];
  const tags = meta.tags;
  if (meta.type === 'calendar') names.push('date');
  if (meta.minimumDate || tags.min_days !== undefined) names.push('minDate');
  if (meta.maximumDate || tags.max_days !== undefined) names.push('maxDate');
  if (meta.disabledDays?.length) names.push('disabledDays');
  if (tags.minRange !== undefined || tags.maxRange !== undefined) names.push('range');
  if (meta.type === 'split-percentage') names.push('splitTotal');
  return names;
}

export function validationsOf(meta: FieldMeta): LayoutValidation[] {
  const listed = meta.validations ?? [];
  const names = new Set(listed.map((v) => v.name));
  return [...listed, ...implied(meta).filter((name) => !names.has(name)).map((name) => ({ name }))];
}
