import type { FocusEvent } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';

/** aria-invalid and aria-describedby of a control: its errors, description and help (ids RJSF uses). */
export function fieldAria(id: string, rawErrors: readonly string[] | undefined) {
  const invalid = Boolean(rawErrors && rawErrors.length > 0);
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': ariaDescribedByIds(id) };
}

/** Focus or blur of a group (radios, checkboxes) that crosses its edge, not a move inside it. */
export function crossesGroupEdge(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node && event.currentTarget.contains(next));
}

/** ids joined for aria-describedby, skipping the absent ones. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length ? list.join(' ') : undefined;
}
