import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RatingPlanError } from './plan-error';
import type { LoadedPlan } from './plan-types';
import { parsePlan } from './validate-plan';

/** Checks the text of a rating plan named `file` (a path on disk, or a studio version's path). Throws RatingPlanError naming the file. */
export function planFromText(text: string, file: string, client: string): LoadedPlan {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new RatingPlanError([{ file, path: '$', message: `not valid JSON: ${(err as Error).message}` }]);
  }
  return { file, plan: parsePlan(json, file, client) };
}

/** Reads and checks schemas/programs/<client>/rating.json. Throws RatingPlanError naming the file. */
export function loadPlan(programsDir: string, client: string): LoadedPlan {
  const path = join(programsDir, client, 'rating.json');
  const file = relative(process.cwd(), path) || path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (err as Error).message;
    throw new RatingPlanError([{ file, path: '$', message: reason }]);
  }
  return planFromText(text, file, client);
}

/** Every program folder that has a rating.json, by client code. */
export function loadAllPlans(programsDir: string): Map<string, LoadedPlan> {
  const plans = new Map<string, LoadedPlan>();
  const problems: RatingPlanError['problems'] = [];
  for (const entry of readdirSync(programsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    if (!existsSync(join(programsDir, entry.name, 'rating.json'))) continue;
    try {
      plans.set(entry.name, loadPlan(programsDir, entry.name));
    } catch (err) {
      if (!(err instanceof RatingPlanError)) throw err;
      problems.push(...err.problems);
    }
  }
  if (problems.length > 0) throw new RatingPlanError(problems);
  return plans;
}
