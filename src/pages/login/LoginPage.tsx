import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/client';
import { login, SignInCodeRequired } from '../../api/login';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths, safeNext } from '../../base/paths';
import { useSession } from '../../session/SessionContext';
import type { Session } from '../../session/session';
import { SignInCodeStep, type SignInCodeStepProps } from './SignInCodeStep';

type Problem = 'required' | 'rejected' | 'tooMany';

/** The wait a 429 names (retry_after_seconds), as the message says it: seconds under a minute, else minutes rounded up. */
function waitOf(error: ApiError): { unit: 'seconds' | 'minutes'; count: number } | undefined {
  const seconds = error.body?.retry_after_seconds;
  if (typeof seconds !== 'number' || !(seconds > 0)) return undefined;
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/** {base}/login: e-mail and password of a demo account; then back to where the user was going. */
export default function LoginPage() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const { signIn } = useSession();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [wait, setWait] = useState<ReturnType<typeof waitOf>>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<number | undefined>();
  const [codeStep, setCodeStep] = useState<Pick<SignInCodeStepProps, 'credentials' | 'validMinutes'> | undefined>();
  const next = safeNext(search.get('next'), base.path);
  const text = (id: string) => intl.formatMessage({ id: `app.login.${id}` });

  if (failed !== undefined) return <Navigate to={paths.error(base.path, failed)} />;

  async function finish(session: Session) {
    // Nothing cached for someone else (or for nobody) may outlive a sign-in.
    await mutate(() => true, undefined, { revalidate: false });
    signIn(session);
    navigate(next, { replace: true });
  }

  if (codeStep) return <SignInCodeStep {...codeStep} onSignedIn={(session) => void finish(session)} onFailed={setFailed} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = { login: String(form.get('login') ?? '').trim(), password: String(form.get('password') ?? '') };
    if (!credentials.login || !credentials.password) return setProblem('required');
    setBusy(true);
    try {
      await finish(await login(ctx, credentials));
    } catch (e) {
      if (e instanceof SignInCodeRequired) return setCodeStep({ credentials, validMinutes: e.validMinutes });
      const status = e instanceof ApiError ? e.status : 0;
      // Wrong credentials stay on the form; an unreachable or broken server goes to the error page.
      if (status === 429) {
        setProblem('tooMany');
        setWait(waitOf(e as ApiError));
      }
      else if (status === 400 || status === 401 || status === 403) setProblem('rejected');
      else setFailed(status);
      setBusy(false);
    }
  }

  return (
    <section className="login-page" aria-labelledby="login-title">
      <h1 id="login-title">{text('title')}</h1>
      <p>{text('intro')}</p>
      {problem && (
        <p className="form-alert" role="alert">
          {problem === 'tooMany' && wait ? intl.formatMessage({ id: 'app.login.tooManyWait' }, wait) : text(problem)}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="login-email">{text('email')}</label>
        <input id="login-email" name="login" type="email" autoComplete="username" required />
        <label htmlFor="login-password">{text('password')}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="button" disabled={busy}>
          {text(busy ? 'busy' : 'submit')}
        </button>
      </form>
      <p className="page-links">
        <Link to={paths.forgotPassword(base.path)}>{text('forgot')}</Link>
      </p>
    </section>
  );
}
