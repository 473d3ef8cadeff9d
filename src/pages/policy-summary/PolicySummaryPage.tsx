import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Policy } from '../../../adapters/api';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { FinancePlanFacts } from '../../payment/FinancePlanFacts';
import { paymentStanding, type Standing } from '../../payment/standing';
import { useIssuedPolicy } from '../../payment/useIssuedPolicy';
import { aircraftAnswers, summarize } from '../../quote/quote-view';
import { QuoteSummaryTable } from '../../quote/QuoteSummaryTable';
import { PaymentArea } from '../../payment/PaymentArea';
import { PolicyNumberAndTerm } from '../../payment/PolicyNumberAndTerm';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import { Placeholder } from '../placeholder/PlaceholderPage';
import { RenewPolicyButton } from '../../renewal/RenewPolicyButton';
import { ApplicationPdfLinks } from '../../application-pdf/ApplicationPdfLinks';
import '../payment/after-payment.css';

/**
 * {base}/policy-summary (docs/requirements.md §6.6): the issued policy as the applicant holds it:
 * number, term, named insured; the coverages with their limits, deductibles and premiums, the taxes,
 * fees and total, from the quote it was issued from (the same table as the quote page); how it is
 * paid and where that stands, with the way to pay when something is due; the application PDF in both
 * languages once it exists (§6.7). Without a policy (a renewal, §7.5) the page says
 * what it will hold.
 */
export default function PolicySummaryPage() {
  return (
    <PaymentArea>
      <PolicySummary />
    </PaymentArea>
  );
}

/** Where the payment section leads when something is left to do. */
const NEXT: Partial<Record<Standing, { to: (base: string) => string; label: string }>> = {
  due: { to: (base) => paths.step(base, 'payment'), label: 'payment.policy.payNow' },
  'cheque-due': { to: paths.offlinePayment, label: 'payment.offline.instructionsLink' },
};

function PolicySummary() {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const base = useBase();
  const redirect = useErrorRedirect();
  const issued = useIssuedPolicy();
  const progress = issued.kind === 'ready' ? issued.proposal.progress_states : undefined;
  const aircraft = useMemo(() => aircraftAnswers(progress ?? []), [progress]);
  const title = m('payment.policy.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (issued.kind === 'error') return redirect(issued.error);
  if (issued.kind === 'loading') return <Loading />;
  // no policy of this application: the policy summary of a renewal is not built yet (docs/requirements.md §7.5)
  if (issued.kind === 'none') return <Placeholder page="policy-summary" />;

  const { policy } = issued;
  const standing = paymentStanding(policy);
  const next = NEXT[standing];
  return (
    <section className="policy-summary" aria-labelledby="policy-summary-title">
      <h1 id="policy-summary-title">{title}</h1>
      <p className="policy-lead">{m(`payment.policy.lead.${standing}`)}</p>
      <PolicyFacts policy={policy} />
      <RenewPolicyButton policy={policy} />
      <section className="policy-section" aria-labelledby="policy-coverages-title">
        <h2 id="policy-coverages-title">{m('payment.policy.coverages')}</h2>
        <QuoteSummaryTable summary={summarize(policy.quote, aircraft)} locale={base.locale} caption={m('payment.policy.coveragesCaption')} totalLabel={m('payment.policy.total')} />
      </section>
      <section className="policy-section" aria-labelledby="policy-payment-title">
        <h2 id="policy-payment-title">{m('payment.policy.payment')}</h2>
        <dl className="policy-facts">
          <div>
            <dt>{m('payment.policy.methodLabel')}</dt>
            <dd>{m(`payment.policy.method.${standing}`)}</dd>
          </div>
          <div>
            <dt>{m('payment.policy.statusLabel')}</dt>
            <dd>
              <span className={`policy-status policy-status-${standing}`}>{m(`payment.policy.status.${standing}`)}</span>
            </dd>
          </div>
          {policy.finance_plan && <FinancePlanFacts plan={policy.finance_plan} />}
        </dl>
        {next && (
          <p>
            <Link className="button" to={next.to(base.path)}>
              {m(next.label)}
            </Link>
          </p>
        )}
      </section>
      <ApplicationPdfLinks proposalId={issued.proposal.id} className="policy-section" />
      {base.program.dashboard && (
        // the way back to the aviation customer's dashboard (docs/requirements.md §11.4)
        <p className="policy-back">
          <Link className="button secondary" to={paths.step(base.path, 'dashboard')}>
            {m('app.dashboard.back')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Number, term (dd/MM/yyyy) and named insured. */
function PolicyFacts({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <dl className="policy-facts policy-identity">
      <PolicyNumberAndTerm policy={policy} />
      {policy.named_insured && (
        <div>
          <dt>{m('payment.policy.namedInsured')}</dt>
          <dd>{policy.named_insured}</dd>
        </div>
      )}
    </dl>
  );
}
