import { Ajv, type ErrorObject } from 'ajv';
import planSchema from '../../schemas/rating.schema.json';
import type { Logic } from '../../adapters/types';
import { unknownOperations } from './logic';
import { RatingPlanError, type PlanProblem } from './plan-error';
import type { Factor, PlanCoverageOption, RatingPlan } from './plan-types';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile<RatingPlan>(planSchema);

/** What a plan's `var` may start with (docs/rating.md, "The rating data"). */
const DATA_ROOTS = new Set(['answers', 'derived', 'limit', 'base_premium', 'deductible', 'premium', 'item']);

/**
 * Checks a parsed rating.json and returns it typed, or throws RatingPlanError naming
 * `file`, the JSON path and the problem. `client` is the program folder the file sits in.
 */
export function parsePlan(json: unknown, file: string, client?: string): RatingPlan {
  if (!validateShape(json)) {
    throw new RatingPlanError((validateShape.errors ?? []).map((e) => shapeProblem(file, e)));
  }
  const plan = json;
  const problems: PlanProblem[] = [];
  const add = (path: string, message: string) => problems.push({ file, path, message });

  if (client !== undefined && plan.client !== client) {
    add('$.client', `is "${plan.client}" but the file is in the ${client} folder`);
  }
  const seen = new Set<number>();
  plan.primary.limits.forEach((limit, i) => {
    if (seen.has(limit.amount)) add(`$.primary.limits[${i}].amount`, `limit ${limit.amount} is listed twice`);
    seen.add(limit.amount);
  });

  const derivedNames: string[] = [];
  (plan.derived ?? []).forEach((d, i) => {
    checkLogic(d.logic, `$.derived[${i}].logic`, derivedNames, add);
    if (derivedNames.includes(d.name)) add(`$.derived[${i}].name`, `"${d.name}" is defined twice`);
    derivedNames.push(d.name);
  });
  for (const site of logicSites(plan)) checkLogic(site.logic, site.path, derivedNames, add);

  if (problems.length > 0) throw new RatingPlanError(problems);
  return plan;
}

function shapeProblem(file: string, e: ErrorObject): PlanProblem {
  const path = '$' + e.instancePath.split('/').slice(1).map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('');
  const params = e.params as Record<string, unknown>;
  let message = e.message ?? 'is invalid';
  if (e.keyword === 'additionalProperties') message = `unknown property "${String(params.additionalProperty)}"`;
  if (e.keyword === 'enum') message = `must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
  if (e.keyword === 'propertyNames') message = `has an unknown province code "${String(params.propertyName)}"`;
  return { file, path, message };
}

function checkLogic(logic: Logic, path: string, derived: string[], add: (path: string, message: string) => void) {
  for (const u of unknownOperations(logic, path)) add(u.path, `unknown JSON Logic operation "${u.op}"`);
  for (const v of varNames(logic, path)) {
    const [root, name] = v.name.split('.');
    if (root === undefined || !DATA_ROOTS.has(root)) {
      add(v.path, `"${v.name}" reads nothing: a var starts with one of ${[...DATA_ROOTS].join(', ')}`);
    } else if (root === 'derived' && name !== undefined && !derived.includes(name)) {
      add(v.path, `"${v.name}" is not a derived value defined above`);
    }
  }
}

/** Every `var` the plan reads (its derived values' logic included), with its JSON path. */
export function planVars(plan: RatingPlan): { name: string; path: string }[] {
  const derived = (plan.derived ?? []).map((d, i) => ({ path: `$.derived[${i}].logic`, logic: d.logic }));
  return [...derived, ...logicSites(plan)].flatMap((site) => varNames(site.logic, site.path));
}

const SCOPED = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

function varNames(logic: unknown, path: string): { name: string; path: string }[] {
  const out: { name: string; path: string }[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((c, i) => walk(c, `${at}[${i}]`));
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (SCOPED.has(key) && Array.isArray(value)) {
        // the inner logic of map/filter/… reads each list item, not the rating data
        walk(value[0], `${at}.${key}[0]`);
        if (key === 'reduce') walk(value[2], `${at}.${key}[2]`);
      } else if (key === 'var') {
        const name = Array.isArray(value) ? value[0] : value;
        if (typeof name === 'string' && name !== '') out.push({ name, path: `${at}.var` });
      } else walk(value, `${at}.${key}`);
    }
  };
  walk(logic, path);
  return out;
}

/** Every place of a plan that holds JSON Logic, with its JSON path. */
function logicSites(plan: RatingPlan): { path: string; logic: Logic }[] {
  const sites: { path: string; logic: Logic }[] = [];
  const at = (path: string, logic: Logic | undefined) => {
    if (logic !== undefined) sites.push({ path, logic });
  };
  const factors = (path: string, list: Factor[] | undefined) =>
    list?.forEach((f, i) => at(`${path}[${i}].logic`, f.logic));
  const options = (path: string, list: PlanCoverageOption[] | undefined) =>
    list?.forEach((o, i) => at(`${path}[${i}].value`, o.value));

  plan.primary.limits.forEach((l, i) => at(`$.primary.limits[${i}].when`, l.when));
  at('$.primary.deductible.amount', plan.primary.deductible?.amount);
  factors('$.primary.factors', plan.primary.factors);
  options('$.primary.coverage_options', plan.primary.coverage_options);
  plan.vehicles?.coverages.forEach((c, i) => {
    const p = `$.vehicles.coverages[${i}]`;
    at(`${p}.when`, c.when);
    at(`${p}.limit`, c.limit);
    at(`${p}.premium`, c.premium);
    factors(`${p}.factors`, c.factors);
  });
  plan.optional_coverages?.forEach((c, i) => {
    const p = `$.optional_coverages[${i}]`;
    at(`${p}.when`, c.when);
    at(`${p}.premium`, c.premium);
    c.limit?.forEach((l, j) => at(`${p}.limit[${j}].amount`, l.amount));
    at(`${p}.deductible.amount`, c.deductible?.amount);
    options(`${p}.coverage_options`, c.coverage_options);
  });
  plan.referrals?.forEach((r, i) => at(`$.referrals[${i}].when`, r.when));
  at('$.zero_quote_rule', plan.zero_quote_rule);
  at('$.taxes.province', plan.taxes.province);
  plan.fees?.forEach((f, i) => at(`$.fees[${i}].amount`, f.amount));
  return sites;
}
