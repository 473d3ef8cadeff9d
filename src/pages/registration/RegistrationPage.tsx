import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { ErrorModal, Modal } from '../../../widgets/modals';
import { registrationApi } from '../../api/registration';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { NotAllowedDialog } from './NotAllowedDialog';
import { ProblemAlert } from './ProblemAlert';
import { registrationProblem, type RegistrationProblem } from './problem';
import { useLiveRegistration } from './use-registration';
import { useRegistrationFlow } from './flow';

const FIELDS = ['first_name', 'last_name', 'email', 'postal_code'] as const;

/**
 * {base}/registration: name, e-mail and business postal code (docs/requirements.md §7.10); the
 * postal code is upper-cased as it is typed. Prefilled when the person comes back to it.
 */
export default function RegistrationPage() {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const flow = useRegistrationFlow();
  const live = useLiveRegistration();
  // a quick quote's pilot is who registers: their name and e-mail are kept, shown and not typed again
  const kept = flow.prefill;
  const [postal, setPostal] = useState<string | undefined>();
  const [problem, setProblem] = useState<RegistrationProblem | 'required' | undefined>();
  const [eligibility, setEligibility] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = (id: string) => intl.formatMessage({ id: `app.registration.${id}` });

  if (problem && problem !== 'required' && problem.kind === 'failed') return <Navigate to={paths.error(base.path, problem.status)} />;
  if (live === undefined) return <p className="login-page" aria-busy="true" />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '').trim()])) as Record<(typeof FIELDS)[number], string>;
    if (FIELDS.some((f) => !value[f])) return setProblem('required');
    setBusy(true);
    try {
      const reply = await registrationApi.start(ctx, { ...value, client: base.program.client }, flow.quickQuote);
      navigate(flow.page(base.path, reply.next));
    } catch (e) {
      setProblem(registrationProblem(e));
      setBusy(false);
    }
  }

  return (
    <section className="login-page" aria-labelledby="registration-title">
      {/* the quick quote's words are in its message area (QuickQuoteArea) */}
      <h1 id="registration-title">{kept ? intl.formatMessage({ id: 'quickQuote.registration.title' }) : text('start.title')}</h1>
      <p>{kept ? intl.formatMessage({ id: 'quickQuote.registration.intro' }) : text('start.intro')}</p>
      <ProblemAlert problem={problem} requiredText={text('start.required')} />
      <ErrorModal
        open={problem !== undefined && problem !== 'required' && problem.kind === 'nameTooLong'}
        title={text('nameTooLong.title')}
        message={<p>{problem !== undefined && problem !== 'required' && problem.kind === 'nameTooLong' ? problem.message : ''}</p>}
        onClose={() => setProblem(undefined)}
      />
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="reg-first">{text('firstName')}</label>
        <input id="reg-first" name="first_name" autoComplete="given-name" maxLength={60} defaultValue={kept?.first_name ?? live?.first_name} readOnly={!!kept} required />
        <label htmlFor="reg-last">{text('lastName')}</label>
        <input id="reg-last" name="last_name" autoComplete="family-name" maxLength={60} defaultValue={kept?.last_name ?? live?.last_name} readOnly={!!kept} required />
        <label htmlFor="reg-email">{text('email')}</label>
        <input id="reg-email" name="email" type="email" autoComplete="email" maxLength={200} defaultValue={kept?.email ?? live?.email} readOnly={!!kept} required />
        <label htmlFor="reg-postal">{text('postalCode')}</label>
        <input
          id="reg-postal"
          name="postal_code"
          autoComplete="postal-code"
          maxLength={7}
          aria-describedby="reg-postal-hint"
          value={postal ?? live?.postal_code ?? ''}
          onChange={(e) => setPostal(e.target.value.toUpperCase())}
          required
        />
        <p id="reg-postal-hint" className="field-hint">
          {text('postalCodeHint')}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {text(busy ? 'start.busy' : 'start.submit')}
        </button>
      </form>
      <p className="page-links">
        <button type="button" className="link-button" onClick={() => setEligibility(true)}>
          {text('eligibility.open')}
        </button>
        <Link to={paths.login(base.path)}>{text('haveAccount')}</Link>
      </p>
      <Modal open={eligibility} onDismiss={() => setEligibility(false)} labelledBy="eligibility-title">
        <h2 id="eligibility-title" className="md-title">
          {text('eligibility.title')}
        </h2>
        <p>{text('eligibility.text')}</p>
        <div className="md-buttons">
          <button type="button" className="jf-button" onClick={() => setEligibility(false)}>
            {text('eligibility.close')}
          </button>
        </div>
      </Modal>
      <NotAllowedDialog open={problem !== undefined && problem !== 'required' && problem.kind === 'notAllowed'} onClose={() => setProblem(undefined)} />
    </section>
  );
}
