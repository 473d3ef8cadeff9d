import { labelId } from '../theme/label-kind';
import { fieldAria } from './aria';

/**
 * ARIA of a group widget (label kind `group`): the theme's FieldTemplate draws the visible label as
 * `labelId(id)` and the errors as `${id}__error`; the group is named by the one and described by the other.
 */
export function widgetGroupAria(id: string, rawErrors: readonly string[] | undefined) {
  return { 'aria-labelledby': labelId(id), ...fieldAria(id, rawErrors) } as const;
}
