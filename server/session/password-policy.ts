import { passwordProblems, type PasswordRule } from '../../adapters/identity/password-rules';
import { domainError } from '../errors/domain-error';
import type { ServerMessageId } from '../errors/table';

// one message per rule, for the reply's sentence; a rule without one does not compile
const RULE_MESSAGE: Record<PasswordRule, ServerMessageId> = {
  length: 'server.password.rule.length',
  maxLength: 'server.password.rule.maxLength',
  noSpace: 'server.password.rule.noSpace',
  noHyphen: 'server.password.rule.noHyphen',
  lower: 'server.password.rule.lower',
  upper: 'server.password.rule.upper',
  digit: 'server.password.rule.digit',
  special: 'server.password.rule.special',
  common: 'server.password.rule.common',
};

/**
 * Throws `passwordRefused` (400) when a password about to be set breaks the rules of
 * docs/requirements.md §7.6 — the same `passwordProblems` the browser's checklist shows. The
 * reply's message names the broken rules in the caller's language and its `rules` lists them by
 * name. Every place that sets a password calls it first (seeding included); signing in does not,
 * so an older password keeps working until it is changed.
 */
export function assertAcceptablePassword(password: string): void {
  const rules = passwordProblems(password);
  if (rules.length === 0) return;
  throw domainError('passwordRefused', {
    values: { count: rules.length },
    listValues: { rules: rules.map((rule) => RULE_MESSAGE[rule]) },
    extra: { rules },
  });
}
