import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { formatPremium } from '../../../adapters/format';
import type { Policy } from '../../../adapters/api';
import { useBrandConfig, useOfflinePayment } from '../../api/config';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { HostedCardFields, type HostedCardFieldsHandle } from '../../payment/HostedCardFields';
import { useCardPayment } from '../../payment/useCardPayment';
import { useIssuedPolicy } from '../../payment/useIssuedPolicy';
import { PaymentArea } from '../../payment/PaymentArea';
import { PolicyNumberAndTerm } from '../../payment/PolicyNumberAndTerm';
import { Loading } from '../../shell/Loading';
import { Notice } from '../../shell/Notice';
import { useErrorRedirect } from '../../shell/useErrorRedirect';

/**
 * {base}/payment: pay the issued policy by card, or choose a cheque (then its instructions,
 * {base}/offline-payment). Only a policy waiting for its payment has this page: once paid (here, in
 * another tab, or billed through the applicant's company, docs/requirements.md §6.1) it moves on to
 * {base}/payment/confirmation; with a cheque chosen, to the cheque's instructions.
 */
export default function PaymentPage() {
  return (
    <PaymentArea>
      <Payment />
    </PaymentArea>
  );
}

function Payment() {
  const intl = useIntl();
  const base = useBase();
  const redirect = useErrorRedirect();
  const issued = useIssuedPolicy();
  const title = intl.formatMessage({ id: 'payment.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (issued.kind === 'error') return redirect(issued.error);
  if (issued.kind === 'loading') return <Loading />;
  if (issued.kind === 'none') return <Navigate to={base.path} replace />;
  const { status } = issued.proposal;
  // the cheque was just chosen (here or in another tab): its instructions are the next page
  if (status === 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT') return <Navigate to={paths.offlinePayment(base.path)} replace />;
  if (status === 'POLICY_ISSUED') return <Navigate to={paths.paymentConfirmation(base.path)} replace />;
  return (
    <section className="payment" aria-labelledby="payment-title">
      <h1 id="payment-title">{title}</h1>
      <div className="payment-layout">
        <PaymentSummary policy={issued.policy} />
        <PaymentMethods policy={issued.policy} />
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
      <h2 id="payment-summary-title">{m('payment.summary')}</h2>
      <dl>
        <PolicyNumberAndTerm policy={policy} />
        <div className="payment-total">
          <dt>{m('payment.amountLabel')}</dt>
          <dd>{formatPremium(policy.gross_amount ?? 0, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}

// the payment route is at its bundle budget: the cheque and financing arrive when they are chosen
const ChequePanel = lazy(() => import('../../payment/ChequePanel'));
const FinancePanel = lazy(() => import('../../payment/FinancePanel'));

type Method = 'card' | 'cheque' | 'finance';

/**
 * Card, cheque where the program offers it (brandsConfig `offlinePayment`), financing where it
 * offers that (`financing`, docs/requirements.md §6.4). Until the configuration has answered, the
 * card alone is shown: nothing waits on it.
 */
function PaymentMethods({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const ids = useId();
  const offline = useOfflinePayment();
  // numbers, no words: the brand configuration as the journey reads it (the panel reads its words from the cheque's reply)
  const financing = useBrandConfig<{ financing?: object | false }>().data?.content.financing;
  const [method, setMethod] = useState<Method>('card');
  if (!offline && !financing) return <CardPanel policy={policy} />;
  const option = (value: Method) => (
    <label className="payment-method-option">
      <input type="radio" name={`${ids}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} />
      <span>{intl.formatMessage({ id: `payment.method.${value}` })}</span>
    </label>
  );
  return (
    <div className="payment-methods">
      <fieldset className="payment-method">
        <legend>{intl.formatMessage({ id: 'payment.method.legend' })}</legend>
        {option('card')}
        {offline && option('cheque')}
        {financing && option('finance')}
      </fieldset>
      {method === 'card' ? (
        <CardPanel policy={policy} />
      ) : (
        <Suspense fallback={<Loading />}>{method === 'cheque' ? <ChequePanel policy={policy} /> : <FinancePanel policy={policy} terms={financing || {}} />}</Suspense>
      )}
    </div>
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
      <h2 id="payment-card-title">{m('payment.card')}</h2>
      {problem && (
        <Notice kind={problem.kind}>
          <p>{problem.text}</p>
        </Notice>
      )}
      {hosted ? (
        <>
          <HostedCardFields ref={fields} fields={hosted} title={m('payment.fieldsTitle')} onSubmit={submit} onReady={setReady} />
          {!ready && (
            <p className="payment-loading" role="status">
              {m('payment.loadingFields')}
            </p>
          )}
          <p className="payment-note">{m('payment.cardNote')}</p>
          <div className="payment-actions">
            <button type="button" className="button payment-pay" aria-disabled={busy || !ready} onClick={submit}>
              {m('payment.pay', { amount })}
            </button>
            {busy && (
              <span className="payment-busy" role="status">
                {m('payment.paying')}
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
