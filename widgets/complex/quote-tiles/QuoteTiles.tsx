import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { useMoney } from '../../shared/money';
import { sortQuotesByLimit, type QuoteTile } from './preselect';
import '../complex.css';

export interface QuoteTilesProps {
  quotes: readonly QuoteTile[];
  onSelect: (id: string) => void;
  /** group name; defaults to "Choose your coverage limit" */
  label?: string;
  /** ids of recommended quotes get the badge */
  recommendedIds?: readonly string[];
  disabled?: boolean;
}

/**
 * The quote page's tiles (docs/requirements.md §5.1, §5.5): ordered by limit, three per row, limit with
 * 0 decimals and premium with 2, the `selected` quote checked. A radio group, so arrow keys move.
 * Presentational: the page decides the selection (see preselectQuote) and saves it.
 */
export function QuoteTiles({ quotes, onSelect, label, recommendedIds = [], disabled }: QuoteTilesProps) {
  const t = useT();
  const money = useMoney();
  const name = useId();
  const heading = label ?? t('widgets.complex.quoteTiles.label');
  if (!quotes.length) return <p className="cx-hint">{t('widgets.complex.quoteTiles.empty')}</p>;
  return (
    <fieldset className="cx-fieldset cx-wrapper">
      <legend className="cx-legend">{heading}</legend>
      <div className="cx-tile-grid">
        {sortQuotesByLimit(quotes).map((quote) => {
          const id = `${name}-${quote.id}`;
          const limit = money.limit(quote.limitAmount);
          const premium = money.premium(quote.fullPremium);
          return (
            <div key={quote.id} className="cx-tile" data-selected={Boolean(quote.selected)}>
              {recommendedIds.includes(quote.id) && <span className="cx-badge">{t('widgets.complex.tile.recommended')}</span>}
              <input
                type="radio"
                className="cx-visually-hidden"
                id={id}
                name={name}
                value={quote.id}
                checked={Boolean(quote.selected)}
                disabled={disabled}
                onChange={() => onSelect(quote.id)}
                aria-label={t('widgets.complex.quoteTiles.tileName', { limit, premium })}
              />
              <label htmlFor={id}>
                <span className="cx-tile-desc">{t('widgets.complex.quoteTiles.limit')}</span>
                <span className="cx-amount"> {limit}</span>
                <br />
                <span className="cx-tile-desc">{t('widgets.complex.quoteTiles.premium')}</span>
                <span className="cx-amount"> {premium}</span>
              </label>
              {quote.selected && <span className="cx-badge">{t('widgets.complex.quoteTiles.selected')}</span>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
