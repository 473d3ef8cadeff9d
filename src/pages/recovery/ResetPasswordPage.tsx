import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { forgotPassword, resetPassword } from '../../api/recovery';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { Notice } from '../../shell/Notice';
import { recoveryProblem, rememberEmail, rememberedEmail, type RecoveryProblem } from './problem';
import { RecoveryAlert } from './RecoveryAlert';
import type { SentState } from './ForgotPasswordPage';

type FormProblem = 'required' | 'mismatch';

/**
 * {base}/auth/reset-password: the code of the e-mail and a new password, twice; a link sends a new
 * code. Until the other slice's live checklist is wired in, the rules are stated under the field
 * and the ones the server finds broken are listed (docs/requirements.md §7.9).
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
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `app.recovery.${id}` }, values);

  if (problem && typeof problem === 'object' && problem.kind === 'failed') return <Navigate to={paths.error(base.path, problem.status)} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    if (!email.trim() || !code || !password || !confirm) return setProblem('required');
    if (password !== confirm) return setProblem('mismatch');
    setBusy(true);
    try {
      await resetPassword(ctx, { email: email.trim(), code, password });
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
      {problem === 'required' || problem === 'mismatch' ? (
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
        <label htmlFor="reset-password">{text('reset.password')}</label>
        <input id="reset-password" name="password" type="password" autoComplete="new-password" aria-describedby="reset-rules" maxLength={200} required />
        <p id="reset-rules" className="field-hint">
          {text('reset.rules')}
        </p>
        <label htmlFor="reset-confirm">{text('reset.confirm')}</label>
        <input id="reset-confirm" name="confirm" type="password" autoComplete="new-password" maxLength={200} required />
        <button type="submit" className="button" disabled={busy}>
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
