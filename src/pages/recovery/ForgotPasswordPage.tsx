import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { forgotPassword } from '../../api/recovery';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { recoveryProblem, rememberEmail, rememberedEmail, type RecoveryProblem } from './problem';
import { RecoveryAlert } from './RecoveryAlert';

/** What the reset page shows on arrival: the same confirmation whatever the account. */
export interface SentState {
  sent: { email: string; minutes: number };
}

/** {base}/auth/forgot-password: the e-mail of the account; a code is sent to it (docs/requirements.md §7.9). */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<RecoveryProblem | 'required' | undefined>();
  const [busy, setBusy] = useState(false);
  const text = (id: string) => intl.formatMessage({ id: `app.recovery.${id}` });

  if (problem && problem !== 'required' && problem.kind === 'failed') return <Navigate to={paths.error(base.path, problem.status)} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // trimmed, as the server does (docs/requirements.md §7.9)
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return setProblem('required');
    setBusy(true);
    try {
      const reply = await forgotPassword(ctx, { email });
      rememberEmail(email);
      const state: SentState = { sent: { email, minutes: reply.valid_minutes } };
      navigate(paths.resetPassword(base.path), { state });
    } catch (e) {
      setProblem(recoveryProblem(e));
      setBusy(false);
    }
  }

  return (
    <section className="login-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{text('forgot.title')}</h1>
      <p>{text('forgot.intro')}</p>
      {problem === 'required' ? (
        <p className="form-alert" role="alert">
          {text('forgot.required')}
        </p>
      ) : (
        problem && <RecoveryAlert problem={problem} />
      )}
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="forgot-email">{text('email')}</label>
        <input id="forgot-email" name="email" type="email" autoComplete="username" defaultValue={rememberedEmail()} required />
        <button type="submit" className="button" disabled={busy}>
          {text(busy ? 'forgot.busy' : 'forgot.submit')}
        </button>
      </form>
      <p className="page-links">
        <Link to={paths.login(base.path)}>{text('back')}</Link>
      </p>
    </section>
  );
}
