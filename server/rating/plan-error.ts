/** One thing wrong in a rating plan, as an analyst needs to see it. */
export interface PlanProblem {
  file: string;
  /** JSON path such as `$.primary.limits[2].base_premium` */
  path: string;
  message: string;
}

/** A rating plan that cannot be used: names the file, the JSON path and what is wrong. */
export class RatingPlanError extends Error {
  constructor(readonly problems: PlanProblem[]) {
    super(problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n'));
    this.name = 'RatingPlanError';
  }
}
