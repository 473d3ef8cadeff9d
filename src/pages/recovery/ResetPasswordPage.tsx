import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { NewPasswordFields, newPasswordValue, type NewPasswordValue } from '../../../widgets/password';
import { forgotPassword, resetPassword } from '../../api/recovery';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { Notice } from '../../shell/Notice';
import { recoveryProblem, rememberEmail, rememberedEmail, type RecoveryProblem } from './problem';
import { RecoveryAlert } from './RecoveryAlert';
import type { SentState } from './ForgotPasswordPage';

type FormProblem = 'required' | 'rulesUnmet' | 'mismatch';

/**
 * {base}/auth/reset-password: the code of the e-mail and a new password, twice, under the live
 * checklist of the password rules; a link sends a new code (docs/requirements.md §7.9). Nothing is
 * sent until the password meets every rule and the confirmation matches.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const arrived = (useLocation().state as Partial<SentState> | null)?.sent;
  const [sent, setSent] = useState<{ email: string; minutes: number; again: boolean } | undefined>(arrived && { ...arrived, again: false });
  const [problem, setProblem] = useState<RecoveryProblem | FormProblem | undefined>();
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState(() => arrived?.email ?? rememberedEmail());
  const [password, setPassword] = useState<NewPasswordValue>(() => newPasswordValue('', ''));
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `app.recovery.${id}` }, values);

  if (problem && typeof problem === 'object' && problem.kind === 'failed') return <Navigate to={paths.error(base.path, problem.status)} />;

  /** What stops the form from being sent, if anything: the checklist and the confirmation decide. */
  function formProblem(code: string): FormProblem | undefined {
    if (!email.trim() || !code || !password.password || !password.confirm) return 'required';
    if (password.problems.length > 0) return 'rulesUnmet';
    if (!password.matches) return 'mismatch';
    return undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const refused = formProblem(code);
    if (refused) return setProblem(refused);
    setBusy(true);
    try {
      await resetPassword(ctx, { email: email.trim(), code, password: password.password });
      navigate(paths.resetSuccess(base.path), { replace: true });
    } catch (e) {
      setProblem(recoveryProblem(e));
      setSent(undefined);
      setBusy(false);
    }
  }

  async function resend() {
    if (!email.trim()) return setProblem('required');
    setBusy(true);
    try {
      const reply = await forgotPassword(ctx, { email: email.trim() });
      rememberEmail(email.trim());
      setSent({ email: email.trim(), minutes: reply.valid_minutes, again: true });
      setProblem(undefined);
    } catch (e) {
      setProblem(recoveryProblem(e));
      setSent(undefined);
    }
    setBusy(false);
  }

  return (
    <section className="login-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{text('reset.title')}</h1>
      {sent && (
        <Notice kind="info">
          <p>{sent.again ? text('reset.resent', { email: sent.email }) : text('reset.sent', { email: sent.email, minutes: sent.minutes })}</p>
        </Notice>
      )}
      <p>{text('reset.intro')}</p>
      {typeof problem === 'string' ? (
        <p className="form-alert" role="alert">
          {text(`reset.${problem}`)}
        </p>
      ) : (
        problem && <RecoveryAlert problem={problem} />
      )}
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="reset-email">{text('email')}</label>
        <input id="reset-email" name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <label htmlFor="reset-code">{text('reset.code')}</label>
        <input id="reset-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={20} required />
        <NewPasswordFields onChange={setPassword} disabled={busy} />
        <button type="submit" className="button" disabled={busy} aria-disabled={!password.acceptable || undefined}>
          {text(busy ? 'reset.busy' : 'reset.submit')}
        </button>
      </form>
      <p className="page-links">
        <button type="button" className="link-button" onClick={resend} disabled={busy}>
          {text('reset.resend')}
        </button>
        <Link to={paths.login(base.path)}>{text('back')}</Link>
      </p>
    </section>
  );
}
