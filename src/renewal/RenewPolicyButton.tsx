import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Policy } from '../../adapters/api';
import { formatDate, todayIso } from '../../adapters/format';
import { applicationTypeOf, offersQuickRenewal, routeForProgressState, routeLinks } from '../../adapters/journey';
import { renewalPeriodOf, renewalWindow, type RenewalPeriod } from '../../adapters/policies';
import { ApiError } from '../api/client';
import { useBrandConfig, useJourney } from '../api/config';
import { proposalKey } from '../api/proposals';
import { startRenewal } from '../api/renewals';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { useSession } from '../session/SessionContext';
import type { RenewalChoice } from './QuickRenewChoice';
import './renewal-offer.css';

/** The card list of the ways to renew, loaded when Renew is pressed on a program that offers a quick renewal. */
const QuickRenewChoice = lazy(() => import('./QuickRenewChoice'));

export type RenewablePolicy = Pick<Policy, 'id' | 'number' | 'status_code' | 'expiration_date' | 'today'>;

/**
 * The Renew button of a paid policy (docs/requirements.md §2.11): shown only inside the policy's
 * renewal window (brandsConfig `renewalPeriod`, the rule the server applies too), read on the
 * server's today when the reply says it (so a test clock on the server moves the button too). Where the program
 * offers a quick renewal, it first asks which (the card-list modal). It starts the renewal once
 * however often it is clicked, makes the tab's application type the renewal's and opens the
 * renewal's first step; a refusal shows the server's words.
 */
export function RenewPolicyButton({ policy }: { policy: RenewablePolicy }) {
  const intl = useIntl();
  const ctx = useRequestContext();
  const base = useBase();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { session, signIn } = useSession();
  const brand = useBrandConfig<{ renewalPeriod?: Partial<RenewalPeriod> }>();
  const journey = useJourney();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [choosing, setChoosing] = useState(false);
  // a second click lands before React has drawn the disabled button: the ref says no at once
  const sending = useRef(false);

  const renew = useCallback(async (type: RenewalChoice) => {
    if (sending.current || !journey.data) return;
    sending.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      const renewal = await startRenewal(ctx, policy.id, type);
      await mutate(proposalKey(ctx), renewal, { revalidate: false });
      // the renewal started already (asked twice) says which it is
      const started = applicationTypeOf(renewal.type);
      if (session && session.applicationType !== started) signIn({ ...session, applicationType: started });
      const flow = journey.data.content;
      const first = (renewal.current_progress_state && routeForProgressState(flow, renewal.current_progress_state)) || routeLinks(flow, started)[0]?.route_name;
      navigate(first ? paths.step(base.path, first) : paths.error(base.path, 404));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.redirects) {
        navigate(paths.error(base.path, e.status));
        return;
      }
      setProblem(e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, [base.path, ctx, intl, journey.data, mutate, navigate, policy.id, session, signIn]);

  if (!brand.data || !journey.data || policy.status_code !== 'ISSUED') return null;
  const quickOffered = offersQuickRenewal(journey.data.content);
  const opening = renewalWindow(policy.expiration_date, renewalPeriodOf(brand.data.content), policy.today ?? todayIso());
  if (opening?.when !== 'open') return null;
  return (
    <section className="renewal-offer" aria-labelledby={`renew-${policy.id}`}>
      <h2 id={`renew-${policy.id}`} className="renewal-offer-title">
        <FormattedMessage id="payment.renewal.title" />
      </h2>
      <p>
        <FormattedMessage id="payment.renewal.window" values={{ number: policy.number, expiry: formatDate(policy.expiration_date), closes: formatDate(opening.closes) }} />
      </p>
      <button type="button" className="button" onClick={() => (quickOffered ? setChoosing(true) : void renew('RENEWAL'))} disabled={busy} aria-busy={busy}>
        <FormattedMessage id={busy ? 'payment.renewal.starting' : 'payment.renewal.button'} />
      </button>
      {choosing && (
        <Suspense fallback={null}>
          <QuickRenewChoice
            number={policy.number}
            onClose={(choice) => {
              setChoosing(false);
              if (choice) void renew(choice);
            }}
          />
        </Suspense>
      )}
      {problem && (
        <p className="notice notice-error renewal-offer-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
