import { startTransition, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isPersonalKey } from '../../api/cache-keys';
import { ApiError } from '../../api/client';
import { login, SignInCodeRequired } from '../../api/login';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths, safeNext } from '../../base/paths';
import { useSession } from '../../session/SessionContext';
import { Notice } from '../../shell/Notice';
import { useInPlaceError } from '../../shell/useInPlaceError';
import type { Failure } from '../../../adapters/errors/catalogue';
import { ForgotEmailModal } from './ForgotEmailModal';
import { LoginBanner, bannerOf, withoutBannerFlags } from './LoginBanner';
import type { Session } from '../../session/session';
import { SignInCodeStep, type SignInCodeStepProps } from './SignInCodeStep';

type Problem = 'required' | 'rejected' | 'tooMany';

/** The wait a 429 names (retry_after_seconds), as the message says it: seconds under a minute, else minutes rounded up. */
function waitOf(error: ApiError): { unit: 'seconds' | 'minutes'; count: number } | undefined {
  const seconds = error.body?.retry_after_seconds;
  if (typeof seconds !== 'number' || !(seconds > 0)) return undefined;
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/**
 * {base}/login (also {base}/auth/login): e-mail, password and "Remember me"; links to registration,
 * the forgotten e-mail (a modal with the support contact), the forgotten password and staff sign-in;
 * a banner after an automatic sign-out or a failed sign-in elsewhere. Then back to where the user
 * was going (docs/requirements.md §7.2).
 */
export default function LoginPage() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const { signIn } = useSession();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [wait, setWait] = useState<ReturnType<typeof waitOf>>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<number | undefined>();
  // a refusal shown on the form: the error catalogue's record of it speaks when there is one (docs/requirements.md §10.5)
  const [refusal, setRefusal] = useState<Failure | undefined>();
  const catalogue = useInPlaceError(refusal);
  const [forgotEmail, setForgotEmail] = useState(false);
  const [codeStep, setCodeStep] = useState<Pick<SignInCodeStepProps, 'credentials' | 'validMinutes'> | undefined>();
  const next = safeNext(search.get('next'), base.path);
  const banner = bannerOf(search);
  const text = (id: string) => intl.formatMessage({ id: `app.login.${id}` });

  if (failed !== undefined) return <Navigate to={paths.error(base.path, failed)} />;

  async function finish(session: Session) {
    // Nothing cached for someone else (or for nobody) may outlive a sign-in; the public configuration may.
    await mutate(isPersonalKey, undefined, { revalidate: false });
    // One transition: the sign-in page never renders signed in (its guard would send the person to
    // their start page instead), the next page never renders signed out.
    startTransition(() => {
      signIn(session);
      navigate(next, { replace: true });
    });
  }

  if (codeStep) return <SignInCodeStep {...codeStep} onSignedIn={(session) => void finish(session)} onFailed={setFailed} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = { login: String(form.get('login') ?? '').trim(), password: String(form.get('password') ?? ''), remember: form.get('remember') === 'on' };
    setRefusal(undefined);
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
      } else if (status === 400 || status === 401 || status === 403) setProblem('rejected');
      else setFailed(status);
      if (status === 429 || status === 400 || status === 401 || status === 403) setRefusal((e as ApiError).failure);
      setBusy(false);
    }
  }

  return (
    <section className="login-page" aria-labelledby="login-title">
      {banner && <LoginBanner kind={banner} onDismiss={() => setSearch(withoutBannerFlags(search), { replace: true })} />}
      <h1 id="login-title">{text('title')}</h1>
      {catalogue?.kind === 'show' && catalogue.mode === 'onPage' && (
        <Notice kind="error" title={catalogue.title}>
          <p>{catalogue.message}</p>
        </Notice>
      )}
      <p>{text('intro')}</p>
      {catalogue?.kind === 'show' && catalogue.mode === 'inline' && (
        <p className="form-alert" role="alert">
          {catalogue.title}
          <br />
          {catalogue.message}
        </p>
      )}
      {problem && (!refusal || catalogue?.kind === 'own') && (
        <p className="form-alert" role="alert">
          {problem === 'tooMany' && wait ? intl.formatMessage({ id: 'app.login.tooManyWait' }, wait) : text(problem)}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="login-email">{text('email')}</label>
        <input id="login-email" name="login" type="email" autoComplete="username" required aria-required="true" />
        <label htmlFor="login-password">{text('password')}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required aria-required="true" />
        <label className="checkbox-label">
          <input type="checkbox" name="remember" />
          {text('remember')}
        </label>
        <button type="submit" className="button" disabled={busy}>
          {text(busy ? 'busy' : 'submit')}
        </button>
      </form>
      <p className="page-links">
        <Link to={paths.forgotPassword(base.path)}>{text('forgot')}</Link>
        <button type="button" className="link-button" onClick={() => setForgotEmail(true)}>
          {text('forgotEmail')}
        </button>
        <Link to={paths.registration(base.path)}>{text('register')}</Link>
      </p>
      <div className="login-internal">
        <p>{text('internalIntro')}</p>
        {/* a full page load: staff sign-in leaves for the corporate single sign-on */}
        <a className="button secondary" href={paths.internalLogin(base.program)}>
          {text('internal')}
        </a>
      </div>
      <ForgotEmailModal open={forgotEmail} onClose={() => setForgotEmail(false)} />
    </section>
  );
}
