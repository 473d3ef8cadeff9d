/**
 * The answers of an application's other steps, which a page's rules read as `$answers.<field>`
 * (README "For analysts", Rules): the browser and the server give a page the same ones, so a
 * field hidden by an answer of another page is hidden, not required and not kept on both sides.
 */
export interface StepAnswers {
  name?: string;
  form_elements?: Record<string, unknown> | null;
}

/** Every step's answers but `stepName`'s, merged in the order given: a later step wins, as in rating (docs/rating.md). */
export function otherStepsAnswers(states: readonly StepAnswers[], stepName: string): Record<string, unknown> {
  return merge(states.filter((state) => state.name !== stepName));
}

/** Every step's answers merged in order, a later step winning: what title rules read (adapters/journey/title-rules.ts). */
export function applicationAnswers(states: readonly StepAnswers[]): Record<string, unknown> {
  return merge(states);
}

function merge(states: readonly StepAnswers[]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const state of states) {
    for (const [name, value] of Object.entries(state.form_elements ?? {})) {
      // an own property even for the name "__proto__" (never the object's prototype)
      Object.defineProperty(answers, name, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return answers;
}

