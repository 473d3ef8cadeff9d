import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { RegistrationView } from '../../../adapters/api';
import { DEFAULT_LOOKUP_MIN_LENGTH } from '../../../adapters/field-types/typeahead';
import { renderOnlyValidator } from '../../../widgets/journey-form/rjsf-validator';
import { createTheme } from '../../../widgets/theme';
import { lookupAddresses, registrationApi } from '../../api/registration';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { ProblemAlert } from './ProblemAlert';
import { registrationProblem, type RegistrationProblem } from './problem';
import { RegistrationGuard } from './use-registration';

const theme = createTheme();

interface Chosen {
  key: string;
  value: string;
}

/**
 * {base}/create-profile: the details typed on registration, shown again, and the business address
 * chosen through the journey's typeahead over the address lookup (docs/requirements.md §7.10); a
 * back button returns to registration to change the details.
 */
export default function CreateProfilePage() {
  return <RegistrationGuard steps={['create-profile', 'create-password']}>{(r) => <CreateProfile registration={r} />}</RegistrationGuard>;
}

function CreateProfile({ registration }: { registration: RegistrationView }) {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const a = registration.address;
  const [address, setAddress] = useState<Chosen | undefined>(a ? { key: a.addressId, value: a.addressText } : undefined);
  const [problem, setProblem] = useState<RegistrationProblem | 'required' | undefined>();
  const [busy, setBusy] = useState(false);
  const text = (id: string) => intl.formatMessage({ id: `app.registration.${id}` });
  const label = text('profile.address');

  const schema = useMemo<RJSFSchema>(
    () => ({ type: 'object', properties: { address: { type: 'object', title: label, properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} } } } }),
    [label],
  );
  // no conditions and never submitted (Continue is our own button): RJSF has nothing to validate
  const validator = useMemo(() => renderOnlyValidator(schema), [schema]);
  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:submitButtonOptions': { norender: true },
      // the registration look-up's text is upper-cased on focus out (docs/requirements.md §11.6)
      address: { 'ui:field': 'typeahead', 'ui:options': { lookupMinLength: DEFAULT_LOOKUP_MIN_LENGTH, uppercase: true, placeholder: text('profile.addressPlaceholder') } },
    }),
    // the placeholder follows the locale, as the label does
    [label],
  );
  const formContext = useMemo(
    () => ({
      lookups: {
        address: async (typed: string) =>
          (await lookupAddresses(ctx, typed)).map((s) => ({ key: s.addressId, value: s.addressText })),
      },
    }),
    [ctx],
  );

  if (problem && problem !== 'required' && problem.kind === 'failed') return <Navigate to={paths.error(base.path, problem.status)} />;
  if (problem && problem !== 'required' && problem.kind === 'gone') return <Navigate to={paths.registration(base.path)} replace />;

  async function onContinue() {
    if (!address) return setProblem('required');
    setBusy(true);
    try {
      const reply = await registrationApi.createProfile(ctx, address.key);
      navigate(paths.registrationStep(base.path, reply.next));
    } catch (e) {
      setProblem(registrationProblem(e));
      setBusy(false);
    }
  }

  return (
    <section className="login-page registration-profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{text('profile.title')}</h1>
      <p>{text('profile.intro')}</p>
      <dl className="registration-details">
        <dt>{text('firstName')}</dt>
        <dd>{registration.first_name}</dd>
        <dt>{text('lastName')}</dt>
        <dd>{registration.last_name}</dd>
        <dt>{text('email')}</dt>
        <dd>{registration.email}</dd>
        <dt>{text('postalCode')}</dt>
        <dd>{registration.postal_code}</dd>
      </dl>
      <ProblemAlert problem={problem} requiredText={text('profile.required')} />
      <div className="jf-form">
        <Form
          schema={schema}
          uiSchema={uiSchema}
          formData={{ address }}
          formContext={formContext}
          validator={validator}
          widgets={theme.widgets}
          templates={theme.templates}
          fields={theme.fields}
          idPrefix="profile"
          noValidate
          onChange={(event) => {
            const chosen = (event.formData as { address?: Chosen } | undefined)?.address;
            setAddress(chosen?.key ? { key: chosen.key, value: chosen.value } : undefined);
          }}
        />
      </div>
      <div className="registration-buttons">
        <button type="button" className="button secondary" onClick={() => navigate(paths.registration(base.path))}>
          {text('profile.back')}
        </button>
        <button type="button" className="button" onClick={onContinue} disabled={busy}>
          {text(busy ? 'profile.busy' : 'profile.submit')}
        </button>
      </div>
    </section>
  );
}
