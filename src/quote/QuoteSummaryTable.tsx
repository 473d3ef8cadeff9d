import { useIntl } from 'react-intl';
import { formatLimit, formatPremium } from '../../adapters/format';
import type { Locale } from '../../adapters/types';
import { NotApplicable, planLabel } from './cells';
import type { Amount, CoverageRow, QuoteSummary } from './quote-view';
// the quote tables' styles come with them (docs/bench.md "Bundle budget")
import './quote.css';

interface Props {
  summary: QuoteSummary;
  locale: Locale;
  /** the quote page's tag `zero_as_dash` (README "For analysts"): an amount of 0 shows as a dash, "not applicable" */
  zeroAsDash?: boolean;
  /** the table's caption and its total's label; the quote page's by default */
  caption?: string;
  totalLabel?: string;
}

/**
 * The chosen quote (docs/requirements.md §5.6): each aircraft with its hull and liability, the policy's
 * coverages with their limits (and deductibles when the quote has any) and premiums, then the
 * premium before taxes and fees, the taxes, the fees and the total. Each cell carries its column's
 * name (`data-label`) so that narrow screens stack a row as a small card.
 */
export function QuoteSummaryTable({ summary, locale, zeroAsDash = false, caption, totalLabel }: Props) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dash = <NotApplicable intl={intl} />;
  const money = (n: number) => (zeroAsDash && n === 0 ? dash : formatPremium(n, locale));
  const amount = (a: Amount) => {
    const id = `app.quote.appliesTo.${a.appliesTo}`;
    const text = formatLimit(a.amount, locale);
    return id in intl.messages ? m(id, { amount: text }) : text;
  };
  const columns = summary.hasDeductibles ? 4 : 3;
  const amounts = (all: Amount[], label: string) => {
    const list = zeroAsDash ? all.filter((a) => a.amount !== 0) : all;
    return (
      <td data-label={label}>
        {list.length === 0 ? (
          dash
        ) : (
          <span className="quote-amounts">
            {list.map((a) => (
              <span key={`${a.appliesTo}-${a.amount}`} className="quote-amount-line">
                {amount(a)}
              </span>
            ))}
          </span>
        )}
      </td>
    );
  };
  const row = (r: CoverageRow, key: string) => (
    <tr key={key}>
      <th scope="row">{planLabel(intl, r.plan)}</th>
      {amounts(r.limits, m('app.quote.limit'))}
      {summary.hasDeductibles && amounts(r.deductibles, m('app.quote.deductible'))}
      <td className="quote-money" data-label={m('app.quote.premium')}>
        {money(r.premium)}
      </td>
    </tr>
  );
  const total = (id: string, value: number, className?: string, label = m(id)) => (
    <tr className={className}>
      <th scope="row" colSpan={columns - 1}>
        {label}
      </th>
      <td className="quote-money">{money(value)}</td>
    </tr>
  );
  return (
    <table className="quote-summary">
      <caption>{caption ?? m('app.quote.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{m('app.quote.coverage')}</th>
          <th scope="col">{m('app.quote.limit')}</th>
          {summary.hasDeductibles && <th scope="col">{m('app.quote.deductible')}</th>}
          <th scope="col" className="quote-money">
            {m('app.quote.premium')}
          </th>
        </tr>
      </thead>
      {summary.aircraft.map((group) => (
        <tbody key={group.registration}>
          <tr className="quote-group">
            <th scope="rowgroup" colSpan={columns}>
              {group.description
                ? m('app.quote.aircraftDescribed', { registration: group.registration, description: group.description })
                : m('app.quote.aircraft', { registration: group.registration })}
            </th>
          </tr>
          {group.rows.map((r) => row(r, `${group.registration}-${r.plan}`))}
        </tbody>
      ))}
      {summary.rows.length > 0 && (
        <tbody>
          {summary.aircraft.length > 0 && (
            <tr className="quote-group">
              <th scope="rowgroup" colSpan={columns}>
                {m('app.quote.policyCoverages')}
              </th>
            </tr>
          )}
          {summary.rows.map((r) => row(r, r.plan))}
        </tbody>
      )}
      <tfoot>
        {total('app.quote.subtotal', summary.premium)}
        {total('app.quote.taxes', summary.taxes)}
        {total('app.quote.fees', summary.fees)}
        {total('app.quote.total', summary.total, 'quote-total', totalLabel)}
      </tfoot>
    </table>
  );
}
