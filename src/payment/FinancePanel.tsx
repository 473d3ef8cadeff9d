import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FINANCE_OPTIONS, financePlan, financeTermsOf, type FinanceOption, type FinancePlan } from '../../adapters/finance';
import { formatPremium } from '../../adapters/format';
import type { Policy, Quote } from '../../adapters/api';
import type { Locale } from '../../adapters/types';
import useSWR from 'swr';
import type { ConfigReply } from '../../adapters/api';
import { useRequestContext } from '../api/useRequestContext';
import { useBase } from '../base/BaseContext';
import { Notice } from '../shell/Notice';
import { useFinancePayment } from './useFinancePayment';

/**
 * Financing on the payment page (docs/requirements.md §6.4), loaded only when chosen: yearly or
 * monthly, the plan shown before anything is confirmed (down payment, instalments, finance charge,
 * the year's total), then one Confirm. The plan shown is the shared rule (adapters/finance) on the
 * issued quote; the server computes it again and uses its own. Without finance data on the quote
 * the brand's quote-unavailable words stand in for the plan.
 */
export default function FinancePanel({ policy, terms: configured }: { policy: Policy; terms: object }) {
  const intl = useIntl();
  const { locale } = useBase();
  const ids = useId();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [option, setOption] = useState<FinanceOption>('MONTHLY');
  const { busy, problem, confirm } = useFinancePayment(policy.id);
  const plans = useMemo(() => {
    const terms = financeTermsOf({ financing: configured });
    return terms ? FINANCE_OPTIONS.map((o) => financePlan(policy.quote as Quote, terms, o)) : [];
  }, [configured, policy.quote]);
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
        <QuoteUnavailable />
      ) : (
        <>
          <p>{m('payment.finance.intro')}</p>
          {/* the lazy panel brings no stylesheet of its own (the payment route is at its budget): the page's classes, a plain fieldset */}
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
            <legend style={{ fontWeight: 600, padding: 0 }}>{m('payment.finance.optionLegend')}</legend>
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

/**
 * The brand's quote-unavailable words, in the page's language: read from the reply the payment page
 * asked for the cheque's instructions (src/api/config.ts useOfflinePayment, the same key), without a
 * request of its own, so this lazy chunk does not pull the config module in.
 */
function QuoteUnavailable() {
  const ctx = useRequestContext();
  const { data } = useSWR<ConfigReply<{ quoteUnavailableMessage?: string }>>(['config', ctx.client, 'brandsConfig', ctx.locale]);
  return (
    <Notice kind="warning">
      <p>{data?.content.quoteUnavailableMessage}</p>
    </Notice>
  );
}

function PlanFacts({ plan, locale }: { plan: FinancePlan; locale: Locale }) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (n: number) => formatPremium(n, locale);
  return (
    <dl className="offline-instructions finance-plan" aria-live="polite">
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
      <div className="payment-total">
        <dt>{m('payment.finance.yearly')}</dt>
        <dd>{money(plan.yearly_amount)}</dd>
      </div>
    </dl>
  );
}
