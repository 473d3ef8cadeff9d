import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { NewPasswordFields, newPasswordValue } from '../../../widgets/password';
import { ApiError } from '../../api/client';
import { registrationApi } from '../../api/registration';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { Notice } from '../../shell/Notice';
import { NotAllowedDialog } from './NotAllowedDialog';
import { registrationProblem, type RegistrationProblem } from './problem';
import { RegistrationGuard } from './use-registration';
import { useRegistrationFlow } from './flow';

/** What the success page shows after a registration (rather than after a password reset). */
export interface RegisteredState {
  registered: true;
}

/**
 * {base}/create-password: the password, its confirmation and the live checklist; the server then
 * creates the customer and the account (docs/requirements.md §7.10) and the person goes to reset-success.
 */
export default function CreatePasswordPage() {
  return <RegistrationGuard steps={['create-password']}>{() => <CreatePassword />}</RegistrationGuard>;
}

function CreatePassword() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const flow = useRegistrationFlow();
  const [value, setValue] = useState(() => newPasswordValue('', ''));
  const [problem, setProblem] = useState<RegistrationProblem | 'incomplete' | undefined>();
  const [rules, setRules] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const text = (id: string) => intl.formatMessage({ id: `app.registration.${id}` });

  if (problem && problem !== 'incomplete' && problem.kind === 'failed') return <Navigate to={paths.error(base.path, problem.status)} />;
  if (problem && problem !== 'incomplete' && problem.kind === 'gone') return <Navigate to={flow.start(base.path)} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value.acceptable) return setProblem('incomplete');
    setBusy(true);
    try {
      const reply = await registrationApi.createPassword(ctx, value.password, flow.quickQuote);
      const state: RegisteredState = { registered: true };
      navigate(flow.page(base.path, reply.next), { replace: true, state });
    } catch (e) {
      // the rules the server found broken, in the page's language
      setRules(e instanceof ApiError && e.status === 400 ? e.serverMessage : undefined);
      setProblem(registrationProblem(e));
      setBusy(false);
    }
  }

  return (
    <section className="login-page" aria-labelledby="create-password-title">
      <h1 id="create-password-title">{text('password.title')}</h1>
      <p>{text('password.intro')}</p>
      {problem === 'incomplete' && (
        <p className="form-alert" role="alert">
          {text('password.incomplete')}
        </p>
      )}
      {rules && (
        <Notice kind="error">
          <p>{rules}</p>
        </Notice>
      )}
      <form onSubmit={onSubmit} noValidate>
        <NewPasswordFields onChange={setValue} disabled={busy} />
        <button type="submit" className="button" disabled={busy}>
          {text(busy ? 'password.busy' : 'password.submit')}
        </button>
      </form>
      <NotAllowedDialog open={problem !== undefined && problem !== 'incomplete' && problem.kind === 'notAllowed'} onClose={() => setProblem(undefined)} />
    </section>
  );
}
