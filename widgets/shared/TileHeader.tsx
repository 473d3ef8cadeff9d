import type { UiOptionsOption } from '../../adapters/widget-names';
import { useT } from '../i18n/use-t';
import { describedBy } from './aria';
import { isTagTrue } from '../../adapters/tags';

interface TileHeaderProps {
  /** the tile's radio; its description is `${id}__desc` */
  id: string;
  /** the radio group's name */
  name: string;
  tile: Pick<UiOptionsOption, 'key' | 'label' | 'shortLabel' | 'tags'>;
  selected: boolean;
  disabled?: boolean;
  /** the group is in error: the radio says so, described by `errorIds` as well */
  invalid?: boolean;
  errorIds?: string;
  onSelect(): void;
  onBlur?(): void;
  onFocus?(): void;
}

/**
 * The top of a tile (insurance and coverage tiles): the "Recommended" badge when tag `recommended`
 * is true, the radio named by the tile's title, and the description (`shortLabel`) it is described by.
 */
export function TileHeader({ id, name, tile, selected, disabled, invalid, errorIds, onSelect, onBlur, onFocus }: TileHeaderProps) {
  const t = useT();
  const descId = `${id}__desc`;
  return (
    <>
      {isTagTrue(tile.tags?.recommended) && <span className="cx-badge">{t('widgets.complex.tile.recommended')}</span>}
      <div className="cx-tile-head">
        <input
          type="radio"
          id={id}
          name={name}
          value={tile.key}
          checked={selected}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(tile.shortLabel && descId, invalid && errorIds)}
          onChange={onSelect}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        <label htmlFor={id} className="cx-tile-title">
          {tile.label}
        </label>
      </div>
      {tile.shortLabel && (
        <p id={descId} className="cx-tile-desc">
          {tile.shortLabel}
        </p>
      )}
    </>
  );
}
