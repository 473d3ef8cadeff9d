/**
 * Finance tile (docs/requirements.md §2.8): pay yearly or monthly. Options, if given, relabel the two; the
 * tile starts on the option marked `selected` (or tagged `selected: true`), its JSON Schema default.
 * `markdownText` is the brand's quote-unavailable message (docs/requirements.md §2.8), shown without finance data.
 */
import { WIDGET } from '../widget-names';
import type { FieldType } from './field-type';
import { isSelectedOrTagged, singleSelected, withOptions } from './shared';

export const FINANCE_TERMS = ['yearly', 'monthly'] as const;

export const financeTile: FieldType = {
  kind: 'data',
  compile: (field, c) => {
    const bad = (field.options ?? []).find((o) => !(FINANCE_TERMS as readonly string[]).includes(o.key));
    if (bad) c.fail(`option key "${bad.key}" is not allowed: a finance-tile stores "yearly" or "monthly"`, 'options');
    const selected = singleSelected(field, c, isSelectedOrTagged);
    const unavailable = c.text(field.markdownText);
    const ui = withOptions(field, c, unavailable ? { unavailableMessage: unavailable } : {});
    // the widget starts on the option whose `selected` is set, whichever way the layout marked it
    if (Array.isArray(ui.options)) ui.options = ui.options.map((o: { key: string }) => (o.key === selected ? { ...o, selected: true } : o));
    return {
      schema: { type: 'string', enum: [...FINANCE_TERMS], ...(selected !== undefined ? { default: selected } : {}) },
      uiSchema: { 'ui:widget': WIDGET.financeTile, 'ui:options': ui },
    };
  },
};
