import { useIntl } from 'react-intl';
import { formatLimit, formatPremium } from '../../adapters/format';
import type { Locale } from '../../adapters/types';
import type { QuoteSummary } from './quote-view';

/** The chosen quote's coverage rows with premium, then taxes, fees and the total (spec 000 §2, §9). */
export function QuoteSummaryTable({ summary, locale }: { summary: QuoteSummary; locale: Locale }) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const money = (n: number) => formatPremium(n, locale);
  // plan names come from the rating plan in English; the known ones have both languages
  const plan = (name: string) => (`app.quote.plan.${name}` in intl.messages ? m(`app.quote.plan.${name}`) : name);
  return (
    <table className="quote-summary">
      <caption>{m('app.quote.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{m('app.quote.coverage')}</th>
          <th scope="col">{m('app.quote.limit')}</th>
          <th scope="col">{m('app.quote.premium')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.rows.map((row) => (
          <tr key={row.plan}>
            <th scope="row">{plan(row.plan)}</th>
            <td>{row.limit === undefined ? '' : formatLimit(row.limit, locale)}</td>
            <td>{money(row.premium)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>{m('app.quote.taxes')}</th>
          <td>{money(summary.taxes)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>{m('app.quote.fees')}</th>
          <td>{money(summary.fees)}</td>
        </tr>
        <tr className="quote-total">
          <th scope="row" colSpan={2}>{m('app.quote.total')}</th>
          <td>{money(summary.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
