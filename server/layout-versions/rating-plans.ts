import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RatingPlanError, type PlanProblem } from '../rating/plan-error';
import type { LoadedPlan } from '../rating/plan-types';
import { planFromText } from '../rating/plans';
import { publishedRatingPlans } from './store';

/**
 * The published rating plan of every program, checked as a file is (parsePlan), each named by its
 * studio path. A plan with problems is left out and its problems returned: a publish refuses such a
 * plan, so only a broken rating.json seeded from the repository can bring one.
 */
export async function readPublishedPlans(db: Kysely<Database>): Promise<{ plans: Map<string, LoadedPlan>; problems: PlanProblem[]; broken: string[] }> {
  const plans = new Map<string, LoadedPlan>();
  const problems: PlanProblem[] = [];
  const broken: string[] = [];
  for (const row of await publishedRatingPlans(db)) {
    try {
      plans.set(row.client, planFromText(row.text, row.path, row.client));
    } catch (err) {
      if (!(err instanceof RatingPlanError)) throw err;
      problems.push(...err.problems);
      broken.push(row.client);
    }
  }
  return { plans, problems, broken };
}
