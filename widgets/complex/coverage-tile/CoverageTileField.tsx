import { useCallback, useMemo, type ChangeEvent } from 'react';
import { errorId, getTemplate, getUiOptions, type FieldPathList, type FieldProps, type Registry } from '@rjsf/utils';
import type { UiOptionsOption } from '../../../adapters/widget-names';
import { useT } from '../../i18n/use-t';
import { useMoney } from '../../shared/money';
import { optionList, stringOption, uiOptionsOf } from '../../shared/ui-options';
import { withLabelKind } from '../../theme/label-kind';
import { describedBy } from '../../shared/aria';
import { uniqueMessages } from '../../shared/messages';
import { TileHeader } from '../../shared/TileHeader';
import { DEFAULT_REQUIRED_RULE_FIELD, declaresProperty, limitOfOption, readCoverageValue, type CoverageTileValue } from './coverage-value';
import '../complex.css';

/**
 * ui:field `coverageTile` (docs/requirements.md §2.8). Tiles from `ui:options.options`: title `label`,
 * description `shortLabel`, a "Recommended" badge when tag `recommended` is true, and a limit
 * dropdown from the option's sub-options. Choosing a tile deselects the others and resets the
 * limit; choosing a limit in any tile selects that tile.
 *
 * Each choice also writes "y" into the sibling named by `ui:options.requiredRuleField`
 * (default `required_rule_coverage`) through the same RJSF onChange with the sibling's path:
 * RJSF v6 sets values by absolute path, so no side channel is needed. It does so only when the
 * page schema declares that sibling (the server rejects answers a page does not ask for).
 *
 * Label kind `self`: the legend names the group and the field's errors (its own and its key's) are
 * drawn here, once, as `${id}__error`.
 */
function CoverageTiles(props: FieldProps<CoverageTileValue>) {
  const { formData, onChange, fieldPathId, uiSchema, schema, disabled, readonly, errorSchema, name, rawErrors = [], registry } = props;
  const t = useT();
  const money = useMoney();
  const options = uiOptionsOf(uiSchema);
  const tiles = optionList(options);
  const value = readCoverageValue(formData);
  const id = fieldPathId.$id;
  const title = stringOption(options, 'title') ?? (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  const ruleField = stringOption(options, 'requiredRuleField') ?? DEFAULT_REQUIRED_RULE_FIELD;
  const locked = Boolean(disabled || readonly);
  const parentPath = useMemo(() => fieldPathId.path.slice(0, -1), [fieldPathId]);
  const setsRule = declaresProperty(registry.rootSchema, parentPath, ruleField);

  const choose = useCallback(
    (next: CoverageTileValue) => {
      onChange(next, fieldPathId.path, undefined, id);
      // the sibling is a "y"/"n" string, not this field's value type
      if (setsRule) (onChange as FieldProps['onChange'])('y', [...parentPath, ruleField]);
    },
    [onChange, fieldPathId, id, ruleField, setsRule, parentPath],
  );

  const childErrors = errorSchema as Record<string, { __errors?: string[] } | undefined> | undefined;
  const errors = uniqueMessages(rawErrors, childErrors?.key?.__errors);
  const limitErrors = childErrors?.limit?.__errors ?? [];
  const missingLimit = value !== undefined && value.limit === null;
  const errorsId = errorId(id);
  const groupErrorIds = describedBy(errors.length > 0 && errorsId);
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry, getUiOptions(uiSchema));

  return (
    <fieldset className="cx-fieldset cx-wrapper" id={id} aria-describedby={groupErrorIds}>
      <legend className="cx-legend">{title}</legend>
      <div className="cx-tile-grid">
        {tiles.map((tile) => (
          <CoverageTile
            key={tile.key}
            groupId={id}
            invalid={errors.length > 0}
            groupErrorIds={groupErrorIds}
            tile={tile}
            selected={value?.key === tile.key}
            limit={value?.key === tile.key ? value.limit : null}
            locked={locked}
            limitErrors={value?.key === tile.key ? [...limitErrors, ...(missingLimit ? [t('widgets.complex.coverageTile.limitRequired')] : [])] : []}
            formatLimit={money.limit}
            onChoose={choose}
            limitPath={[...fieldPathId.path, 'limit']}
            registry={registry}
          />
        ))}
      </div>
      <FieldErrorTemplate errors={errors} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} />
    </fieldset>
  );
}

export const CoverageTileField = withLabelKind(CoverageTiles, 'self');

interface TileProps {
  groupId: string;
  /** the group is in error (nothing chosen, or a form error): each radio says so */
  invalid: boolean;
  groupErrorIds: string | undefined;
  tile: UiOptionsOption;
  selected: boolean;
  limit: number | null;
  locked: boolean;
  limitErrors: string[];
  formatLimit: (n: number) => string;
  onChoose: (value: CoverageTileValue) => void;
  /** where the limit's form errors are: the field's path and `limit` */
  limitPath: FieldPathList;
  registry: Registry;
}

function CoverageTile({ groupId, invalid, groupErrorIds, tile, selected, limit, locked, limitErrors, formatLimit, onChoose, limitPath, registry }: TileProps) {
  const t = useT();
  const tileId = `${groupId}-${tile.key}`;
  const limitId = `${tileId}__limit`;
  const limits = tile.options ?? [];
  const FieldErrorTemplate = getTemplate('FieldErrorTemplate', registry);

  const onLimit = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = limits.find((o) => o.key === event.target.value);
    onChoose({ key: tile.key, limit: chosen ? (limitOfOption(chosen) ?? null) : null });
  };

  return (
    <div className="cx-tile" data-selected={selected} data-invalid={limitErrors.length > 0}>
      <TileHeader
        id={tileId}
        name={groupId}
        tile={tile}
        selected={selected}
        disabled={locked}
        invalid={invalid}
        errorIds={groupErrorIds}
        onSelect={() => onChoose({ key: tile.key, limit: null })}
      />
      {limits.length > 0 && (
        <>
          <span aria-hidden="true">{t('widgets.complex.coverageTile.limit')}</span>
          <select
            aria-label={t('widgets.complex.coverageTile.limitFor', { title: tile.label })}
            value={selected && limit !== null ? String(limits.find((o) => limitOfOption(o) === limit)?.key ?? '') : ''}
            disabled={locked}
            aria-invalid={limitErrors.length > 0 || undefined}
            aria-describedby={describedBy(limitErrors.length > 0 && errorId(limitId))}
            onChange={onLimit}
          >
            <option value="">{t('widgets.complex.coverageTile.chooseLimit')}</option>
            {limits.map((o) => (
              <option key={o.key} value={o.key}>
                {limitLabel(o, formatLimit)}
              </option>
            ))}
          </select>
          <FieldErrorTemplate errors={limitErrors} fieldPathId={{ $id: limitId, path: limitPath }} schema={{}} registry={registry} />
        </>
      )}
    </div>
  );
}

/** A sub-option labelled with a bare number shows as money with 0 decimals in the current locale. */
function limitLabel(option: UiOptionsOption, formatLimit: (n: number) => string): string {
  const amount = limitOfOption(option);
  const bare = option.label === '' || option.label === option.key || /^[\d\s,.$]+$/.test(option.label);
  return bare && amount !== undefined ? formatLimit(amount) : option.label;
}
