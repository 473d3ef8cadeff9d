import { isRatedRoute, progressStateName, routeLinks } from '../../adapters/journey';
import type { ProgressState } from '../../adapters/api';
import type { Journey } from '../../adapters/types';
import { policyTerm } from '../policies/term';

export interface RenewalSteps {
  /** last year's answers of the steps a renewal walks, to be confirmed again (completed: false) */
  states: ProgressState[];
  /** the progress state of the renewal's first step */
  first: string;
}

/**
 * A renewal application prefilled from the application of the policy it renews (docs/requirements.md
 * §2.11): the saved answers of the steps a RENEWAL walks before its quote page (steps its type skips,
 * and the quote pages, are left behind), each to be walked and saved again. The new term starts on
 * the day the old policy expires (`renewalBegin`) and lasts a year: the begin date's `keep_answer`
 * rule then shows it disabled and kept, or, for aviation, editable once that day is past.
 */
export function renewalSteps(saved: readonly ProgressState[], journey: Journey, renewalBegin: string): RenewalSteps | undefined {
  const links = routeLinks(journey, 'RENEWAL');
  if (links.length === 0) return undefined;
  const walked = new Set(links.filter((l) => isRatedRoute(journey, l.route_name)).map(progressStateName));
  const term = policyTerm({ coverage_begin_date: renewalBegin });
  const states = saved
    .filter((s) => walked.has(s.name))
    .map((s): ProgressState => {
      const answers = { ...s.form_elements };
      if ('coverage_begin_date' in answers) {
        answers.coverage_begin_date = term.effective;
        if ('coverage_end_date' in answers) answers.coverage_end_date = term.expiration;
      }
      return { name: s.name, completed: false, form_elements: answers, ...(s.content_hash ? { content_hash: s.content_hash } : {}), ...(s.saved_at ? { saved_at: s.saved_at } : {}) };
    });
  return { states, first: progressStateName(links[0]!) };
}
