import { useEffect, useMemo, useRef, useState } from 'react';
import { joinLabels } from '../../adapters/format';
import { PASSWORD_RULES, passwordProblems, type PasswordRule } from '../../adapters/identity/password-rules';
import { useT } from '../i18n/use-t';
import { useLocale } from '../shared/money';
import { checklistChange } from './checklist-change';
import './password.css';

/** How long typing must pause before the screen reader hears what changed (one message, not one per key). */
export const ANNOUNCE_DELAY_MS = 500;

export interface PasswordChecklistProps {
  /** id of the list, for the password input's aria-describedby */
  id: string;
  password: string;
}

/**
 * The live list of password rules (docs/requirements.md §7.6), each shown met or not as the
 * person types. The list itself is not live: a polite status line says only what changed since
 * it last spoke, once typing pauses, so a screen reader is not read the whole list on every key.
 */
export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const t = useT();
  const problems = useMemo(() => passwordProblems(password), [password]);
  const broken = useMemo(() => new Set(problems), [problems]);
  const announcement = useAnnouncement(problems);
  return (
    <div className="pw-checklist">
      <p className="pw-checklist-title" id={`${id}-title`}>
        {t('widgets.password.checklistTitle')}
      </p>
      <ul id={id} aria-labelledby={`${id}-title`}>
        {PASSWORD_RULES.map((rule) => {
          const met = !broken.has(rule);
          return (
            <li key={rule} data-rule={rule} data-met={met} className={met ? 'pw-rule pw-rule--met' : 'pw-rule'}>
              <span className="pw-rule-icon" aria-hidden="true">
                {met ? '✓' : '✗'}
              </span>
              <span>
                {t(`widgets.password.rule.${rule}`)}
                <span className="pw-visually-hidden">{`: ${t(met ? 'widgets.password.met' : 'widgets.password.unmet')}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="pw-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** The status line's text: the change since the last announcement, once typing has paused. */
function useAnnouncement(problems: PasswordRule[]): string {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  // what the screen reader last heard: the checklist as it was when the field first showed
  const spoken = useRef(problems);
  useEffect(() => {
    const timer = setTimeout(() => {
      const { nowMet, noLongerMet } = checklistChange(spoken.current, problems);
      if (nowMet.length + noLongerMet.length === 0) return;
      spoken.current = problems;
      const list = (rules: PasswordRule[]) => joinLabels(rules.map((rule) => t(`widgets.password.rule.${rule}`)), locale);
      const parts = [
        nowMet.length ? t('widgets.password.nowMet', { count: nowMet.length, rules: list(nowMet) }) : '',
        noLongerMet.length ? t('widgets.password.noLongerMet', { count: noLongerMet.length, rules: list(noLongerMet) }) : '',
        problems.length === 0 ? t('widgets.password.allMet') : '',
      ];
      setText(parts.filter(Boolean).join(' '));
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [problems, t, locale]);
  return text;
}
