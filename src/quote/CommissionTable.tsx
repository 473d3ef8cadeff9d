import { useIntl } from 'react-intl';
import { formatPercent, formatPremium, joinLabels } from '../../adapters/format';
import type { Locale } from '../../adapters/types';
import { planLabel } from './cells';
import type { CommissionSummary } from './quote-view';
// the quote tables' styles come with them (docs/bench.md "Bundle budget")
import './quote.css';

/** A rate as written: 15 %, 12.5 %, 12.25 %. */
const decimalsOf = (percent: number) => (Number.isInteger(percent) ? 0 : Number.isInteger(percent * 10) ? 1 : 2);

/**
 * The aviation commission table (docs/requirements.md §5.6): for each coverage of the chosen quote,
 * the insurer it is placed with, the commission rate, the premium and the commission, then their
 * total; all computed by the server's rating. Five columns of 20, 38, 10, 15 and 9 per cent; each
 * cell carries its column's name (`data-label`) so that narrow screens stack a row as a small card,
 * as the quote summary does.
 */
export function CommissionTable({ summary, locale }: { summary: CommissionSummary; locale: Locale }) {
  const intl = useIntl();
  const m = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (n: number) => formatPremium(n, locale);
  const labels = { insurer: m('app.quote.commission.insurer'), rate: m('app.quote.commission.rate'), premium: m('app.quote.premium'), amount: m('app.quote.commission.amount') };
  return (
    <>
      <table className="quote-summary quote-commission">
        <caption>{m('app.quote.commission.caption')}</caption>
        <colgroup>
          <col className="quote-commission-coverage" />
          <col className="quote-commission-insurer" />
          <col className="quote-commission-rate" />
          <col className="quote-commission-premium" />
          <col className="quote-commission-amount" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{m('app.quote.coverage')}</th>
            <th scope="col">{labels.insurer}</th>
            <th scope="col" className="quote-money">
              {labels.rate}
            </th>
            <th scope="col" className="quote-money">
              {labels.premium}
            </th>
            <th scope="col" className="quote-money">
              {labels.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((r) => (
            <tr key={r.plan}>
              <th scope="row">{planLabel(intl, r.plan)}</th>
              <td data-label={labels.insurer}>
                <span className="quote-commission-who">
                  <span className="quote-amount-line">{r.insurer}</span>
                  {r.aircraft.length > 0 && (
                    <span className="quote-amount-line quote-commission-aircraft">
                      {m('app.quote.commission.aircraft', { count: r.aircraft.length, registrations: joinLabels(r.aircraft, locale) })}
                    </span>
                  )}
                </span>
              </td>
              <td className="quote-money" data-label={labels.rate}>
                {formatPercent(r.ratePercent, locale, decimalsOf(r.ratePercent))}
              </td>
              <td className="quote-money" data-label={labels.premium}>
                {money(r.premium)}
              </td>
              <td className="quote-money" data-label={labels.amount}>
                {money(r.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="quote-total">
            <th scope="row" colSpan={4}>
              {m('app.quote.commission.total')}
            </th>
            <td className="quote-money">{money(summary.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="quote-commission-note">{m('app.quote.commission.note')}</p>
    </>
  );
}
