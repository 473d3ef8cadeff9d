import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { formatDate, formatPremium } from '../../../adapters/format';
import type { Policy } from '../../../adapters/api';
import { useOfflinePayment } from '../../api/config';
import { usePolicy } from '../../api/policies';
import { useProposal } from '../../api/proposals';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { HostedCardFields, type HostedCardFieldsHandle } from '../../payment/HostedCardFields';
import { useCardPayment } from '../../payment/useCardPayment';
import { useChequePayment } from '../../payment/useChequePayment';
import { RequireSession } from '../../session/RequireSession';
import { Placeholder } from '../placeholder/PlaceholderPage';
import { Loading } from '../../shell/Loading';
import { Notice } from '../../shell/Notice';
import { useErrorRedirect } from '../../shell/useErrorRedirect';

/**
 * {base}/payment, {base}/payment/confirmation and {base}/policy-summary: pay the issued policy by
 * card or choose a cheque (then its instructions, {base}/offline-payment), then its confirmation. A policy the server issued paid (billed through the applicant's
 * company, docs/requirements.md §6.1) has only the confirmation; the confirmation of a policy
 * still to pay is the payment.
 */
export default function PaymentPage() {
  return (
    <RequireSession>
      <Payment />
    </RequireSession>
  );
}

const PAID = new Set(['POLICY_ISSUED', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT']);

/** What the confirmation says of the payment: by card, billed to the company, or by cheque to come. */
function confirmationMessage(status: string, policy: Policy): string {
  if (status !== 'POLICY_ISSUED') return 'app.payment.offline.message';
  return policy.sponsor_billed ? 'app.payment.sponsor.message' : 'app.payment.done.message';
}

function Payment() {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const base = useBase();
  const redirect = useErrorRedirect();
  const proposal = useProposal();
  const policy = usePolicy(proposal.data?.issued_policy_id);
  const { pathname } = useLocation();
  const summary = pathname.endsWith('/policy-summary');
  const paid = PAID.has(proposal.data?.status ?? '');
  const title = m(paid ? 'app.payment.done.title' : 'app.payment.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const error = proposal.error ?? policy.error;
  if (error) return redirect(error);
  if (proposal.data === undefined) return <Loading />;
  // no policy of this application: the policy summary of a renewal is not built yet (docs/requirements.md §7.5)
  if (!proposal.data?.issued_policy_id) return summary ? <Placeholder page="policy-summary" /> : <Navigate to={base.path} replace />;
  if (!policy.data) return <Loading />;

  const chequeDue = proposal.data.status === 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT';
  // the cheque was just chosen (here or in another tab): its instructions are the next page
  if (chequeDue && pathname.endsWith('/payment')) return <Navigate to={paths.offlinePayment(base.path)} replace />;
  if (paid) {
    return (
      <section className="confirmation" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{title}</h1>
        <p>{m(confirmationMessage(proposal.data.status, policy.data))}</p>
        <p className="policy-number">{intl.formatMessage({ id: 'app.payment.policy' }, { number: <span className="identifier">{policy.data.number}</span> })}</p>
        {chequeDue && (
          <p>
            <Link className="button" to={paths.offlinePayment(base.path)}>
              {m('app.payment.offline.instructionsLink')}
            </Link>
          </p>
        )}
      </section>
    );
  }
  // nothing is paid yet: the confirmation is the payment
  if (pathname.endsWith('/payment/confirmation')) return <Navigate to={paths.step(base.path, 'payment')} replace />;
  return (
    <section className="payment" aria-labelledby="payment-title">
      <h1 id="payment-title">{title}</h1>
      <div className="payment-layout">
        <PaymentSummary policy={policy.data} />
        <PaymentMethods policy={policy.data} />
      </div>
    </section>
  );
}

/** What is being paid: policy number, term and amount. */
function PaymentSummary({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const { locale } = useBase();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">{m('app.payment.summary')}</h2>
      <dl>
        <div>
          <dt>{m('app.payment.policyLabel')}</dt>
          <dd className="identifier">{policy.number}</dd>
        </div>
        {policy.effective_date && policy.expiration_date && (
          <div>
            <dt>{m('app.payment.termLabel')}</dt>
            <dd>{m('app.payment.termValue', { start: formatDate(policy.effective_date.slice(0, 10)), end: formatDate(policy.expiration_date.slice(0, 10)) })}</dd>
          </div>
        )}
        <div className="payment-total">
          <dt>{m('app.payment.amountLabel')}</dt>
          <dd>{formatPremium(policy.gross_amount ?? 0, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * Card, or cheque where the program offers it (brandsConfig `offlinePayment`, docs/requirements.md
 * §6.4). Until the configuration has answered, the card alone is shown: nothing waits on it.
 */
function PaymentMethods({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const ids = useId();
  const offline = useOfflinePayment();
  const [method, setMethod] = useState<'card' | 'cheque'>('card');
  if (!offline) return <CardPanel policy={policy} />;
  const option = (value: 'card' | 'cheque') => (
    <label className="payment-method-option">
      <input type="radio" name={`${ids}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} />
      <span>{intl.formatMessage({ id: `app.payment.method.${value}` })}</span>
    </label>
  );
  return (
    <div className="payment-methods">
      <fieldset className="payment-method">
        <legend>{intl.formatMessage({ id: 'app.payment.method.legend' })}</legend>
        {option('card')}
        {option('cheque')}
      </fieldset>
      {method === 'card' ? <CardPanel policy={policy} /> : <ChequePanel policy={policy} />}
    </div>
  );
}

/** Paying by cheque: what happens next, and one button that chooses it (docs/requirements.md §6.4). */
function ChequePanel({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const { locale } = useBase();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { busy, problem, choose } = useChequePayment(policy.id);
  return (
    <section className="payment-card" aria-labelledby="payment-cheque-title" aria-busy={busy}>
      <h2 id="payment-cheque-title">{m('app.payment.cheque.title')}</h2>
      {problem && (
        <Notice kind="error">
          <p>{problem}</p>
        </Notice>
      )}
      <p>{m('app.payment.cheque.intro', { amount: formatPremium(policy.gross_amount ?? 0, locale) })}</p>
      <p className="payment-note">{m('app.payment.cheque.note')}</p>
      <div className="payment-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void choose()}>
          {m('app.payment.cheque.choose')}
        </button>
        {busy && (
          <span className="payment-busy" role="status">
            {m('app.payment.cheque.choosing')}
          </span>
        )}
      </div>
    </section>
  );
}

/** The provider's card fields, the Pay button and what the server said about the last attempt. */
function CardPanel({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const { locale } = useBase();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { transaction, problem, busy, pay } = useCardPayment(policy.id);
  const fields = useRef<HostedCardFieldsHandle>(null);
  const [ready, setReady] = useState(false);
  const hosted = transaction?.hosted_fields;
  const amount = formatPremium(policy.gross_amount ?? 0, locale);
  const submit = () => {
    if (ready) void pay(fields.current);
  };

  return (
    <section className="payment-card" aria-labelledby="payment-card-title" aria-busy={busy}>
      <h2 id="payment-card-title">{m('app.payment.card')}</h2>
      {problem && (
        <Notice kind={problem.kind}>
          <p>{problem.text}</p>
        </Notice>
      )}
      {hosted ? (
        <>
          <HostedCardFields ref={fields} fields={hosted} title={m('app.payment.fieldsTitle')} onSubmit={submit} onReady={setReady} />
          {!ready && (
            <p className="payment-loading" role="status">
              {m('app.payment.loadingFields')}
            </p>
          )}
          <p className="payment-note">{m('app.payment.cardNote')}</p>
          <div className="payment-actions">
            <button type="button" className="button payment-pay" aria-disabled={busy || !ready} onClick={submit}>
              {m('app.payment.pay', { amount })}
            </button>
            {busy && (
              <span className="payment-busy" role="status">
                {m('app.payment.paying')}
              </span>
            )}
          </div>
        </>
      ) : (
        !problem && <Loading />
      )}
    </section>
  );
}
