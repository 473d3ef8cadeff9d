/**
 * Titles that change with the answers (README "A journey step"): a journey link's
 * `nav_title_rules` and a page's `title_rules`, each a list of `{when, ...texts}` read over the
 * application's answers as `{"var": "<field>"}`; the first rule whose `when` is true wins.
 * E.g. the accountants' fraud or crime coverage step, titled by the coverage begin date.
 */
import { logicVars } from '../compile/logic-vars';
import { applyLogic, truthy } from '../rules';
import type { I18nText, JourneyLink, LayoutPage, Logic } from '../types';

function firstTrue<R extends { when: Logic }>(rules: readonly R[] | undefined, answers: Record<string, unknown>): R | undefined {
  return (Array.isArray(rules) ? rules : []).find((rule) => truthy(applyLogic(rule.when, answers)));
}

/** The step's title in the stepper: the first true nav_title_rules entry's, else nav_title. */
export function navTitle(link: JourneyLink, answers: Record<string, unknown>): I18nText {
  return firstTrue(link.nav_title_rules, answers)?.nav_title ?? link.nav_title;
}

/**
 * The page's title and heading: the first true title_rules entry replaces the title, and the heading
 * when it gives one. A page without a heading shows its title as heading.
 */
export function pageTitles(page: Pick<LayoutPage, 'title' | 'heading' | 'title_rules'>, answers: Record<string, unknown>): { title: I18nText; heading: I18nText } {
  const rule = firstTrue(page.title_rules, answers);
  const title = rule?.title ?? page.title;
  return { title, heading: rule?.heading ?? page.heading ?? title };
}

/**
 * For `layouts:check`: the answer names a journey's `nav_title_rules` or a page's `title_rules`
 * read, with where (JSON path), so each can be checked against the fields the program asks.
 */
export function titleRuleReferences(json: unknown): { at: string; field: string }[] {
  const found: { at: string; field: string }[] = [];
  const read = (rules: unknown, at: string) => {
    if (!Array.isArray(rules)) return;
    rules.forEach((rule: { when?: unknown } | null, i) => {
      for (const name of new Set(logicVars(rule?.when))) found.push({ at: `${at}[${i}].when`, field: name.split('.')[0]! });
    });
  };
  const file = json as { title_rules?: unknown; links?: unknown } | null;
  read(file?.title_rules, '$.title_rules');
  if (Array.isArray(file?.links)) file.links.forEach((link: { nav_title_rules?: unknown } | null, i) => read(link?.nav_title_rules, `$.links[${i}].nav_title_rules`));
  return found;
}
