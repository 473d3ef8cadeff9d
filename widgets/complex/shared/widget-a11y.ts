import { fieldAria } from '../../inputs/shared/aria';

/**
 * ARIA of a group widget inside the theme's FieldTemplate, which renders the visible label and the
 * errors as `${id}__error` (RJSF convention): the group names itself and points at them.
 */
export function widgetGroupAria(id: string, label: string, rawErrors: readonly string[] | undefined) {
  return { 'aria-label': label, ...fieldAria(id, rawErrors) } as const;
}
