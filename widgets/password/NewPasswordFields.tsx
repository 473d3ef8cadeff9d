import { useId, useState, type ChangeEvent } from 'react';
import { passwordProblems, type PasswordRule } from '../../adapters/identity/password-rules';
import { describedBy } from '../shared/aria';
import { useT } from '../i18n/use-t';
import { PasswordChecklist } from './PasswordChecklist';
import './password.css';

export interface NewPasswordValue {
  password: string;
  confirm: string;
  /** the rules the password breaks, in checklist order (empty when it meets them all) */
  problems: PasswordRule[];
  /** the confirmation equals the password (and is not empty) */
  matches: boolean;
  /** the password may be sent: it meets every rule and the confirmation matches */
  acceptable: boolean;
}

export interface NewPasswordFieldsProps {
  /** told on every change, so the page can enable its submit button */
  onChange?: (value: NewPasswordValue) => void;
  /** form field names, for a page that reads FormData */
  name?: string;
  confirmName?: string;
  disabled?: boolean;
}

/** The value a page holds before anything is typed. */
export function newPasswordValue(password: string, confirm: string): NewPasswordValue {
  const problems = passwordProblems(password);
  const matches = confirm !== '' && confirm === password;
  return { password, confirm, problems, matches, acceptable: problems.length === 0 && matches };
}

/**
 * A new password, its confirmation and the live checklist (docs/requirements.md §7.6), for the
 * create-password and reset-password pages. The confirmation is checked on every key: it is
 * invalid as soon as it differs from the password in a way more typing cannot mend (it is not the
 * start of the password), and once the person leaves it while it differs at all, so nobody is
 * told "do not match" halfway through typing a correct confirmation.
 */
export function NewPasswordFields({ onChange, name = 'password', confirmName = 'confirmPassword', disabled }: NewPasswordFieldsProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(() => newPasswordValue('', ''));
  const [confirmLeft, setConfirmLeft] = useState(false);
  const [shown, setShown] = useState(false);

  const update = (password: string, confirm: string) => {
    const next = newPasswordValue(password, confirm);
    setValue(next);
    onChange?.(next);
  };

  const differs = value.confirm !== '' && !value.matches;
  const mismatch = differs && (confirmLeft || !value.password.startsWith(value.confirm));
  const ids = { password: `${id}-password`, confirm: `${id}-confirm`, rules: `${id}-rules`, mismatch: `${id}-mismatch` };
  const type = shown ? 'text' : 'password';

  return (
    <div className="pw-fields">
      <label htmlFor={ids.password}>{t('widgets.password.label')}</label>
      <input
        id={ids.password}
        name={name}
        type={type}
        autoComplete="new-password"
        className="pw-input"
        required
        disabled={disabled}
        value={value.password}
        aria-describedby={ids.rules}
        onChange={(e: ChangeEvent<HTMLInputElement>) => update(e.target.value, value.confirm)}
      />
      <PasswordChecklist id={ids.rules} password={value.password} />
      <label htmlFor={ids.confirm}>{t('widgets.password.confirmLabel')}</label>
      <input
        id={ids.confirm}
        name={confirmName}
        type={type}
        autoComplete="new-password"
        className="pw-input"
        required
        disabled={disabled}
        value={value.confirm}
        aria-invalid={mismatch || undefined}
        aria-describedby={describedBy(mismatch && ids.mismatch)}
        onChange={(e: ChangeEvent<HTMLInputElement>) => update(value.password, e.target.value)}
        onBlur={() => setConfirmLeft(true)}
      />
      {mismatch && (
        <p id={ids.mismatch} className="pw-error">
          {t('widgets.password.mismatch')}
        </p>
      )}
      <label className="pw-show">
        <input type="checkbox" checked={shown} disabled={disabled} onChange={(e) => setShown(e.target.checked)} />
        {t('widgets.password.show')}
      </label>
    </div>
  );
}
