import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { LoginBody } from '../../../adapters/api';
import { ApiError } from '../../api/client';
import { login, SignInCodeRequired } from '../../api/login';
import { useRequestContext } from '../../api/useRequestContext';
import type { Session } from '../../session/session';
import { Notice } from '../../shell/Notice';

export interface SignInCodeStepProps {
  credentials: Omit<LoginBody, 'code'>;
  validMinutes: number;
  onSignedIn: (session: Session) => void;
  /** a status the step does not handle (an unreachable or broken server) */
  onFailed: (status: number) => void;
}

/**
 * The sign-in page's second step where the program asks for it (docs/requirements.md §7.12): the
 * code the e-mail brought, sent with the same credentials; "send a new code" repeats the first call.
 */
export function SignInCodeStep({ credentials, validMinutes, onSignedIn, onFailed }: SignInCodeStepProps) {
  const intl = useIntl();
  const ctx = useRequestContext();
  const [problem, setProblem] = useState<string | undefined>();
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `app.login.code.${id}` }, values);

  async function send(code: string | undefined) {
    setBusy(true);
    try {
      onSignedIn(await login(ctx, { ...credentials, ...(code ? { code } : {}) }));
    } catch (e) {
      if (e instanceof SignInCodeRequired) {
        setResent(true);
        setProblem(undefined);
      } else if (e instanceof ApiError && (e.status === 400 || e.status === 429) && e.serverMessage) {
        // wrong, used or expired code, or a wait: the server's words in the page's language
        setProblem(e.serverMessage);
      } else if (e instanceof ApiError && (e.status === 401 || e.status === 403)) {
        setProblem(text('rejected'));
      } else {
        onFailed(e instanceof ApiError ? e.status : 0);
      }
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) return setProblem(text('required'));
    void send(code);
  }

  return (
    <section className="login-page" aria-labelledby="sign-in-code-title">
      <h1 id="sign-in-code-title">{text('title')}</h1>
      <Notice kind="info">
        <p>{resent ? text('resent') : text('sent', { minutes: validMinutes })}</p>
      </Notice>
      {problem && (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="sign-in-code">{text('label')}</label>
        <input id="sign-in-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={20} required />
        <button type="submit" className="button" disabled={busy}>
          {text(busy ? 'busy' : 'submit')}
        </button>
      </form>
      <p className="page-links">
        <button type="button" className="link-button" onClick={() => void send(undefined)} disabled={busy}>
          {text('resend')}
        </button>
      </p>
    </section>
  );
}
