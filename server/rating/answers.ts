/** The part of a proposal rating reads (docs/requirements.md §12.3): its id and saved steps. */
export interface RatableProposal {
  id: string;
  progress_states?: { name?: string; form_elements?: Record<string, unknown> | null }[];
}

/** `rate_obj` is the stepper's display copy of a step's answers, not an answer itself. */
const NOT_ANSWERS = new Set(['rate_obj']);

/**
 * All answers of a proposal by field name: the steps' form_elements merged in saved order,
 * so when two steps carry the same field the later step wins.
 */
export function mergeAnswers(proposal: RatableProposal): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const state of proposal.progress_states ?? []) {
    for (const [name, value] of Object.entries(state.form_elements ?? {})) {
      if (!NOT_ANSWERS.has(name)) answers[name] = value;
    }
  }
  return answers;
}
