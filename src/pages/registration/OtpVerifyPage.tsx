import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import type { RegistrationView } from '../../../adapters/api';
import { ErrorModal } from '../../../widgets/modals';
import { registrationApi } from '../../api/registration';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { Notice } from '../../shell/Notice';
import { NotAllowedDialog } from './NotAllowedDialog';
import { ProblemAlert } from './ProblemAlert';
import { registrationProblem, type RegistrationProblem } from './problem';
import { RegistrationGuard } from './use-registration';
import { useRegistrationFlow } from './flow';

/** {base}/otp-verify: the six-digit code of the e-mail, with a resend button (docs/requirements.md §7.10). */
export default function OtpVerifyPage() {
  return <RegistrationGuard steps={['otp-verify']}>{(r) => <OtpVerify registration={r} />}</RegistrationGuard>;
}

function OtpVerify({ registration }: { registration: RegistrationView }) {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const flow = useRegistrationFlow();
  const [problem, setProblem] = useState<RegistrationProblem | 'required' | undefined>();
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `app.registration.${id}` }, values);

  if (problem && problem !== 'required' && problem.kind === 'failed') return <Navigate to={paths.error(base.path, problem.status)} />;
  if (problem && problem !== 'required' && problem.kind === 'gone') return <Navigate to={flow.start(base.path)} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) return setProblem('required');
    setBusy(true);
    try {
      const reply = await registrationApi.verify(ctx, code, flow.quickQuote);
      navigate(flow.page(base.path, reply.next), { replace: true });
    } catch (e) {
      setProblem(registrationProblem(e));
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    try {
      await registrationApi.resend(ctx);
      setResent(true);
      setProblem(undefined);
    } catch (e) {
      setResent(false);
      setProblem(registrationProblem(e));
    }
    setBusy(false);
  }

  const codeDialog = problem !== undefined && problem !== 'required' && (problem.kind === 'codeInvalid' || problem.kind === 'codeSpent');
  return (
    <section className="login-page" aria-labelledby="otp-title">
      <h1 id="otp-title">{text('otp.title')}</h1>
      <Notice kind="info">
        <p>{text(resent ? 'otp.resent' : 'otp.sent', { email: registration.email })}</p>
      </Notice>
      <ProblemAlert problem={problem} requiredText={text('otp.required')} />
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="otp-code">{text('otp.code')}</label>
        <input id="otp-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={20} required />
        <button type="submit" className="button" disabled={busy}>
          {text(busy ? 'otp.busy' : 'otp.submit')}
        </button>
      </form>
      <p className="page-links">
        <button type="button" className="link-button" onClick={resend} disabled={busy}>
          {text('otp.resend')}
        </button>
      </p>
      <ErrorModal
        open={codeDialog}
        title={text('otp.invalidTitle')}
        message={<p>{text(problem !== undefined && problem !== 'required' && problem.kind === 'codeSpent' ? 'otp.spent' : 'otp.invalid')}</p>}
        onClose={() => setProblem(undefined)}
      />
      <NotAllowedDialog open={problem !== undefined && problem !== 'required' && problem.kind === 'notAllowed'} onClose={() => setProblem(undefined)} />
    </section>
  );
}
