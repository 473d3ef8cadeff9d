import type { WidgetProps } from '@rjsf/utils';
import { withLabelKind } from '../../theme/label-kind';
import { choicesOf } from '../../shared/choices';
import { TileHeader } from '../../shared/TileHeader';
import { widgetGroupAria } from '../../shared/widget-a11y';
import '../complex.css';

/**
 * widget `insuranceTile` (docs/requirements.md §2.8): one tile per option (title `label`, description
 * `shortLabel`, "Recommended" badge from tag `recommended`); stores the chosen option key.
 * Options come from `ui:options.options`, or from the schema enum when the adapter gave none.
 * Label kind `group`: the field template draws the label and the errors.
 */
function InsuranceTile(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, disabled, readonly, rawErrors } = props;
  const tiles = choicesOf(options);
  const aria = widgetGroupAria(id, rawErrors);
  const invalid = Boolean(aria['aria-invalid']);

  return (
    <div className="cx-wrapper">
      <div className="cx-tile-grid" role="radiogroup" id={id} {...aria}>
        {tiles.map((tile) => {
          const tileId = `${id}-${tile.key}`;
          const selected = value === tile.key;
          return (
            <div key={tile.key} className="cx-tile" data-selected={selected} data-invalid={invalid}>
              <TileHeader
                id={tileId}
                name={id}
                tile={tile}
                selected={selected}
                disabled={disabled || readonly}
                onSelect={() => onChange(tile.key)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

export const InsuranceTileWidget = withLabelKind(InsuranceTile, 'group');
