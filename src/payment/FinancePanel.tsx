import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FINANCE_OPTIONS, financePlan, financeTermsOf, type FinanceOption, type FinancePlan } from '../../adapters/finance';
import { formatPremium } from '../../adapters/format';
import type { Policy, Quote } from '../../adapters/api';
import type { Locale } from '../../adapters/types';
import type { FinancingConfig } from '../api/config';
import { useBase } from '../base/BaseContext';
import { Notice } from '../shell/Notice';
import { useFinancePayment } from './useFinancePayment';
import './finance.css';

/**
 * Financing on the payment page (docs/requirements.md §6.4), loaded only when chosen: yearly or
 * monthly, the plan shown before anything is confirmed (down payment, instalments, finance charge,
 * the year's total), then one Confirm. The plan shown is the shared rule (adapters/finance) on the
 * issued quote; the server computes it again and uses its own. Without finance data on the quote
 * the brand's quote-unavailable words stand in for the plan.
 */
export default function FinancePanel({ policy, financing }: { policy: Policy; financing: FinancingConfig }) {
  const intl = useIntl();
  const { locale } = useBase();
  const ids = useId();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [option, setOption] = useState<FinanceOption>('MONTHLY');
  const { busy, problem, confirm } = useFinancePayment(policy.id);
  const plans = useMemo(() => {
    const terms = financeTermsOf({ financing: financing.terms });
    return terms ? FINANCE_OPTIONS.map((o) => financePlan(policy.quote as Quote, terms, o)) : [];
  }, [financing.terms, policy.quote]);
  const plan = plans.find((p) => p?.option === option);

  return (
    <section className="payment-card finance-panel" aria-labelledby="payment-finance-title" aria-busy={busy}>
      <h2 id="payment-finance-title">{m('payment.finance.title')}</h2>
      {problem && (
        <Notice kind="error">
          <p>{problem}</p>
        </Notice>
      )}
      {!plan ? (
        <p className="finance-unavailable">{financing.quoteUnavailableMessage}</p>
      ) : (
        <>
          <p>{m('payment.finance.intro')}</p>
          <fieldset className="finance-options">
            <legend>{m('payment.finance.optionLegend')}</legend>
            {FINANCE_OPTIONS.map((o) => (
              <label key={o} className="payment-method-option">
                <input type="radio" name={`${ids}-plan`} value={o} checked={option === o} disabled={busy} onChange={() => setOption(o)} />
                <span>{m(`payment.finance.option.${o}`)}</span>
              </label>
            ))}
          </fieldset>
          <PlanFacts plan={plan} locale={locale} />
          <p className="payment-note">{m('payment.finance.note')}</p>
          <div className="payment-actions">
            <button type="button" className="button finance-confirm" disabled={busy} onClick={() => void confirm(option)}>
              {m('payment.finance.confirm')}
            </button>
            {busy && (
              <span className="payment-busy" role="status">
                {m('payment.finance.confirming')}
              </span>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function PlanFacts({ plan, locale }: { plan: FinancePlan; locale: Locale }) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (n: number) => formatPremium(n, locale);
  return (
    <dl className="finance-plan" aria-live="polite">
      <div>
        <dt>{m('payment.finance.downPayment')}</dt>
        <dd>{money(plan.down_payment)}</dd>
      </div>
      <div>
        <dt>{m('payment.finance.installments')}</dt>
        <dd>{plan.installments ? m('payment.finance.installmentsValue', { count: plan.installments, amount: money(plan.installment_amount) }) : m('payment.finance.none')}</dd>
      </div>
      <div>
        <dt>{m('payment.finance.charge')}</dt>
        <dd>{money(plan.finance_charge)}</dd>
      </div>
      <div className="finance-plan-total">
        <dt>{m('payment.finance.yearly')}</dt>
        <dd>{money(plan.yearly_amount)}</dd>
      </div>
    </dl>
  );
}
