import { isDeepStrictEqual } from 'node:util';
import type { ProgressState } from '../../adapters/api';

/** Answers as stored (JSON): a key holding undefined is no answer. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? {}));

/**
 * Whether saving `incoming` over `saved` changes the answers of a step the quotes were priced
 * on (`isRated` by step name), so that the quotes no longer price the application. Pure.
 */
export function changesRatedAnswers(saved: readonly ProgressState[], incoming: readonly ProgressState[], isRated: (stepName: string) => boolean): boolean {
  return incoming.some((state) => {
    if (!isRated(state.name)) return false;
    const before = saved.find((s) => s.name === state.name);
    return !isDeepStrictEqual(asStored(before?.form_elements), asStored(state.form_elements));
  });
}
