import { useIntl } from 'react-intl';
import { formatPremium } from '../../adapters/format';
import type { Policy } from '../../adapters/api';
import { useBase } from '../base/BaseContext';

/** The finance agreement of a financed policy, as recorded when it was bound (docs/requirements.md §6.6): rows of the summary's payment list. */
export function FinancePlanFacts({ plan }: { plan: NonNullable<Policy['finance_plan']> }) {
  const intl = useIntl();
  const { locale } = useBase();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (n: number) => formatPremium(n, locale);
  return (
    <>
      <div>
        <dt>{m('payment.policy.plan.downPayment')}</dt>
        <dd>{money(plan.down_payment)}</dd>
      </div>
      {plan.installments > 0 && (
        <>
          <div>
            <dt>{m('payment.policy.plan.installments')}</dt>
            <dd>{m('payment.finance.installmentsValue', { count: plan.installments, amount: money(plan.installment_amount) })}</dd>
          </div>
          <div>
            <dt>{m('payment.policy.plan.charge')}</dt>
            <dd>{money(plan.finance_charge)}</dd>
          </div>
          <div>
            <dt>{m('payment.policy.plan.yearly')}</dt>
            <dd>{money(plan.yearly_amount)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{m('payment.policy.plan.reference')}</dt>
        <dd className="identifier">{plan.provider_reference}</dd>
      </div>
    </>
  );
}
