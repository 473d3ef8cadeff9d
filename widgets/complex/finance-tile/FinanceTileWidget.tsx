import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { withLabelKind } from '../../theme/label-kind';
import type { UiOptionsOption } from '../../../adapters/widget-names';
import { useT } from '../../i18n/use-t';
import { parseAmount, useMoney } from '../../shared/money';
import { optionList, stringOption } from '../../shared/ui-options';
import { widgetGroupAria } from '../../shared/widget-a11y';
import '../complex.css';

export type FinancePlan = 'yearly' | 'monthly';

/** Quick-quote finance response (docs/requirements.md §2.12), handed to the form as `formContext.finance`. */
export interface FinanceData {
  down_payment?: number | string;
  yearly_amount?: number | string;
  installment_amount?: number | string;
}

const PLANS: FinancePlan[] = ['yearly', 'monthly'];

/**
 * widget `financeTile` (docs/requirements.md §2.8): a yearly/monthly toggle that starts on the option the
 * layout marks `selected`, and the amount of the chosen plan from `formContext.finance`.
 * Without finance data it shows `ui:options.unavailableMessage` (brand text, resolved by the adapter).
 * Label kind `group`: the field template draws the label and the errors.
 */
function FinanceTile(props: WidgetProps) {
  const { id, value, onChange, options, disabled, readonly, rawErrors, registry } = props;
  const t = useT();
  const money = useMoney();
  const configured = optionList(options);
  const plans = PLANS.map((plan) => ({ plan, option: configured.find((o) => o.key === plan) }));
  const initial = configured.find((o) => o.selected && isPlan(o.key))?.key as FinancePlan | undefined;
  const current: FinancePlan | undefined = isPlan(value) ? value : undefined;

  useEffect(() => {
    if (current === undefined && initial !== undefined) onChange(initial);
    // only when the value is still empty: the layout's selection is a starting point, not a rule
  }, [current, initial, onChange]);

  const finance = (registry.formContext as { finance?: FinanceData } | undefined)?.finance;
  const yearly = parseAmount(finance?.yearly_amount);
  const monthly = parseAmount(finance?.installment_amount);
  const down = parseAmount(finance?.down_payment);
  const shown = current ?? initial;
  const available = shown === 'monthly' ? monthly !== undefined : yearly !== undefined;
  const aria = widgetGroupAria(id, rawErrors);

  return (
    <div className="cx-tile cx-wrapper">
      <div className="cx-toggle" role="radiogroup" id={id} {...aria} aria-describedby={`${id}__amount ${aria['aria-describedby']}`}>
        {plans.map(({ plan, option }) => (
          <label key={plan}>
            <input
              type="radio"
              name={id}
              value={plan}
              checked={shown === plan}
              disabled={disabled || readonly}
              onChange={() => onChange(plan)}
            />
            <span>{planLabel(plan, option, t)}</span>
          </label>
        ))}
      </div>
      <div id={`${id}__amount`} aria-live="polite">
        {available ? (
          <>
            <p className="cx-amount">
              {shown === 'monthly'
                ? t('widgets.complex.financeTile.perMonth', { amount: money.premium(monthly ?? 0) })
                : t('widgets.complex.financeTile.perYear', { amount: money.premium(yearly ?? 0) })}
            </p>
            {shown === 'monthly' && down !== undefined && (
              <p className="cx-hint">{t('widgets.complex.financeTile.downPayment', { amount: money.premium(down) })}</p>
            )}
          </>
        ) : (
          <p className="cx-hint">{stringOption(options, 'unavailableMessage') ?? t('widgets.complex.financeTile.unavailable')}</p>
        )}
      </div>
    </div>
  );
}

export const FinanceTileWidget = withLabelKind(FinanceTile, 'group');

function isPlan(value: unknown): value is FinancePlan {
  return value === 'yearly' || value === 'monthly';
}

function planLabel(plan: FinancePlan, option: UiOptionsOption | undefined, t: (id: string) => string): string {
  return option?.label || t(`widgets.complex.financeTile.${plan}`);
}
