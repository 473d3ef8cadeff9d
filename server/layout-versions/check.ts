import { checkLayouts, checkSharedConfig, classifyLayoutFile, walkFields } from '../../adapters/layout';
import { sharedConfigName } from '../../adapters/api/studio';
import type { StudioCheckReply, StudioProblem } from '../../adapters/api/studio';
import type { RatingPlan } from '../rating/plan-types';
import { RatingPlanError } from '../rating/plan-error';
import { planFromText } from '../rating/plans';
import { planVars } from '../rating/validate-plan';
import { studioPath } from './paths';
import type { PathText } from './store';

/** A program's rating plan and its schemas/-relative path (`programs/<CLIENT>/rating.json`). */
export interface PlanToCheck {
  file: string;
  plan: RatingPlan;
}

/** The page-level field names of a page's text ([] when it does not parse: the layout check says why). */
function pageFields(text: string): string[] {
  try {
    return walkFields(JSON.parse(text)).filter((w) => !w.path.includes('.')).map((w) => w.field.name);
  } catch {
    return [];
  }
}

/**
 * Every `answers.<field>` the rating plan reads must be asked by a page of the program: a page
 * that drops or renames it would leave the plan pricing on a missing answer.
 */
export function ratingFieldProblems(files: PathText[], plan: PlanToCheck): StudioProblem[] {
  const asked = new Set(files.filter((f) => classifyLayoutFile(f.path)?.kind === 'page').flatMap((f) => pageFields(f.text)));
  const problems: StudioProblem[] = [];
  const seen = new Set<string>();
  for (const v of planVars(plan.plan)) {
    const [root, field] = v.name.split('.');
    if (root !== 'answers' || !field || asked.has(field) || seen.has(`${v.path}|${field}`)) continue;
    seen.add(`${v.path}|${field}`);
    problems.push({ file: plan.file, path: v.path, message: `the rating plan reads "${v.name}", but no page of the program asks "${field}"` });
  }
  return problems;
}

/**
 * The program's rating plan among its files, checked as the rating area loads one (parsePlan): a plan
 * with problems is returned with them, and no plan to check the pages against.
 */
function ratingPlanOf(files: PathText[]): { plan?: PlanToCheck; problems: StudioProblem[] } {
  const found = files.map((f) => ({ f, file: studioPath(f.path) })).find((x) => x.file?.kind === 'rating');
  if (!found?.file) return { problems: [] };
  try {
    return { plan: { file: found.f.path, plan: planFromText(found.f.text, found.f.path, found.file.client).plan }, problems: [] };
  } catch (err) {
    if (!(err instanceof RatingPlanError)) throw err;
    return { problems: err.problems };
  }
}

/**
 * The program's published files with `changes` applied, checked as `npm run layouts:check` checks
 * the repository (every fixture run), plus its rating plan: the plan itself (parsePlan) and the
 * answers it reads (ratingFieldProblems), so neither a page nor a plan edit leaves it pricing on a
 * missing answer. The shared configuration's files are each checked against their schema and
 * against `programs`, the programs the portal serves.
 */
export function checkProgram(published: PathText[], changes: PathText[], programs: readonly string[]): StudioCheckReply & { files: PathText[] } {
  const byPath = new Map(published.map((f) => [f.path, f.text]));
  for (const c of changes) byPath.set(c.path, c.text);
  const files = [...byPath].map(([path, text]) => ({ path, text })).sort((a, b) => a.path.localeCompare(b.path));
  const configs = files.flatMap((f) => {
    const name = sharedConfigName(f.path);
    return name ? [{ ...f, name }] : [];
  });
  if (configs.length) {
    const before = new Map(published.map((f) => [f.path, f.text]));
    const checked = configs.map((f) => checkSharedConfig(f.name, f.path, f.text, { programs, before: before.get(f.path) }));
    return { problems: checked.flatMap((c) => c.problems), warnings: checked.flatMap((c) => c.warnings), fixtures: 0, files };
  }
  const checked = checkLayouts(files);
  const rating = ratingPlanOf(files);
  const problems = [...checked.problems, ...rating.problems, ...(rating.plan ? ratingFieldProblems(files, rating.plan) : [])];
  return { problems, warnings: checked.warnings, fixtures: checked.stats.fixtures, files };
}
