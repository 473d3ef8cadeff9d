import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** `t(id, values)` bound to the current react-intl locale; ids live in schemas/content/<locale>/widgets.json. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
