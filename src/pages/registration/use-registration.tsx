import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RegistrationView } from '../../../adapters/api';
import type { RegistrationStep } from '../../../adapters/identity/registration';
import { registrationApi } from '../../api/registration';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { useRegistrationFlow } from './flow';

/** The live registration of the server (null: none), undefined while it is asked for. */
export function useLiveRegistration(): RegistrationView | null | undefined {
  const ctx = useRequestContext();
  const [registration, setRegistration] = useState<RegistrationView | null | undefined>();
  useEffect(() => {
    let live = true;
    registrationApi.state(ctx).then(
      (reply) => live && setRegistration(reply.registration),
      () => live && setRegistration(null),
    );
    return () => {
      live = false;
    };
    // once per page: the context only carries headers
  }, []);
  return registration;
}

/**
 * The registration-flow guard (docs/requirements.md §7.10): a page of the flow shows only while the
 * server holds a registration at one of its `steps`; without one the person goes to registration,
 * at another step to that step's page.
 */
export function RegistrationGuard({ steps, children }: { steps: readonly RegistrationStep[]; children: (r: RegistrationView) => ReactNode }) {
  const base = useBase();
  const flow = useRegistrationFlow();
  const registration = useLiveRegistration();
  if (registration === undefined) return <p className="login-page" aria-busy="true" />;
  if (registration === null) return <Navigate to={flow.start(base.path)} replace />;
  if (!steps.includes(registration.step)) return <Navigate to={flow.page(base.path, registration.step)} replace />;
  return <>{children(registration)}</>;
}
