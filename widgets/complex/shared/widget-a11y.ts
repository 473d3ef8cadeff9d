import { ariaDescribedByIds } from '@rjsf/utils';

/**
 * ARIA of a widget inside the theme's FieldTemplate, which renders the visible label and the
 * errors as `${id}__error` (RJSF convention): the widget names itself and points at them.
 */
export function widgetGroupAria(id: string, label: string, rawErrors: readonly string[] | undefined) {
  const invalid = (rawErrors?.length ?? 0) > 0;
  return {
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ariaDescribedByIds(id),
  } as const;
}
