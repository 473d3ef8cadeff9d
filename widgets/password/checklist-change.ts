import { PASSWORD_RULES, type PasswordRule } from '../../adapters/identity/password-rules';

export interface ChecklistChange {
  /** rules broken before and met now, in checklist order */
  nowMet: PasswordRule[];
  /** rules met before and broken now, in checklist order */
  noLongerMet: PasswordRule[];
}

/** What changed on the checklist between two lists of broken rules (`passwordProblems`). */
export function checklistChange(before: readonly PasswordRule[], after: readonly PasswordRule[]): ChecklistChange {
  const was = new Set(before);
  const is = new Set(after);
  return {
    nowMet: PASSWORD_RULES.filter((rule) => was.has(rule) && !is.has(rule)),
    noLongerMet: PASSWORD_RULES.filter((rule) => !was.has(rule) && is.has(rule)),
  };
}
