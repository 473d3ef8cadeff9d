import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useBrandConfig } from '../../api/config';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { parseFailureReason, type FailureReason } from '../../payment/failure';
import { useIssuedPolicy } from '../../payment/useIssuedPolicy';
import { PaymentArea } from '../../payment/PaymentArea';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import './after-payment.css';

/**
 * {base}/payment/failure?reason=… (docs/requirements.md §6.6): a card payment that failed in a way
 * the card fields cannot fix (src/payment/failure.ts): what happened and whether the card was
 * charged, in the page's language, the way to try again (or to check again), and whom to write to.
 * Only a policy still waiting for its payment has it: one paid in the meantime goes to its
 * confirmation, one waiting for a cheque to the cheque's instructions.
 */
export default function PaymentFailurePage() {
  return (
    <PaymentArea>
      <PaymentFailure />
    </PaymentArea>
  );
}

/** The button of each reason: try again, check again, or none (charged: nothing to do but write to us). */
const ACTION: Record<FailureReason | 'unknown', string | null> = {
  provider: 'payment.failure.retry',
  unconfirmed: 'payment.failure.check',
  'not-bound': null,
  unknown: 'payment.failure.retry',
};

function PaymentFailure() {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const base = useBase();
  const redirect = useErrorRedirect();
  const issued = useIssuedPolicy();
  const [search] = useSearchParams();
  const reason = parseFailureReason(search.get('reason')) ?? 'unknown';
  const support = useBrandConfig<{ supportEmail?: string }>().data?.content.supportEmail;
  const title = m(`payment.failure.${reason}.title`);
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (issued.kind === 'error') return redirect(issued.error);
  if (issued.kind === 'loading') return <Loading />;
  if (issued.kind === 'none') return <Navigate to={base.path} replace />;
  const { status } = issued.proposal;
  if (status === 'POLICY_ISSUED') return <Navigate to={paths.paymentConfirmation(base.path)} replace />;
  if (status === 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT') return <Navigate to={paths.offlinePayment(base.path)} replace />;
  if (status !== 'POLICY_ISSUED_PENDING_PAYMENT') return <Navigate to={paths.policySummary(base.path)} replace />;

  const action = ACTION[reason];
  return (
    <section className="confirmation payment-failure" aria-labelledby="failure-title">
      <div className="confirmation-banner failure-banner">
        <span className="confirmation-icon" aria-hidden="true">
          !
        </span>
        <div>
          <h1 id="failure-title">{title}</h1>
          <p>{m(`payment.failure.${reason}.message`, { number: issued.policy.number })}</p>
        </div>
      </div>
      {support && (
        <p className="payment-note">
          {intl.formatMessage({ id: 'payment.failure.support' }, { email: <a href={`mailto:${support}`}>{support}</a>, number: <span className="identifier">{issued.policy.number}</span> })}
        </p>
      )}
      <p className="confirmation-actions">
        {action && (
          <Link className="button" to={paths.step(base.path, 'payment')}>
            {m(action)}
          </Link>
        )}
        <Link className={action ? 'button secondary' : 'button'} to={paths.policySummary(base.path)}>
          {m('payment.confirmation.toSummary')}
        </Link>
      </p>
    </section>
  );
}
