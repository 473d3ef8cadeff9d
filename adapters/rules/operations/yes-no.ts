/** Yes/no answers are stored `"y"`/`"n"` (docs/requirements.md §4.2); display-rule flags are computed as such. */
import jsonLogic from 'json-logic-js';

export const yesNoOperations: Record<string, (...args: unknown[]) => unknown> = {
  /** `{"yn": [condition]}` → `"y"` when truthy (JSON Logic truthiness), else `"n"`. */
  yn: (value: unknown) => (jsonLogic.truthy(value) ? 'y' : 'n'),
  /** `{"is_y": [answer]}` → true only for `"y"`. */
  is_y: (value: unknown) => value === 'y',
};
