/**
 * Names the adapter writes into the UI schema (`ui:widget`, `ui:field`, `ui:ObjectFieldTemplate`)
 * and the widget theme registers. One list so the two sides cannot drift.
 *
 * Stored value per layout type (docs/requirements.md §4.2):
 * - textbox: string (number when tagged number/currency) · dropdown, radio, radio card,
 *   radio-dropdown, insurance-tile: option key string
 * - radiosliderv2, custom-radio-slider, checkbox, terms-box: "y" | "n"
 * - multicheckbox: { [optionKey]: "y" | "n" }
 * - calendar: ISO "yyyy-MM-dd" (shown and typed dd/mm/yyyy; an impossible typed date is kept as typed so it fails validation)
 * - typeahead: { key, value, extended? }
 * - registration-mark: string (the mark as typed, upper-cased by its transform tag)
 * - multifieldv2: array of objects of its components
 * - split-percentage: { [componentName]: number }, total must be 100
 * - coverage-tile: { key: tile option key, limit: number | null }
 * - finance-tile: "yearly" | "monthly"
 * - markdowntext, dynamiclink, custom-tab, custom-accordion: no data
 * - attachments: no data (the documents are kept by the documents API, docs/requirements.md §11.5)
 */
export const WIDGET = {
  textbox: 'textbox',
  dropdown: 'dropdown',
  radio: 'radio',
  radioCard: 'radioCard',
  radioSlider: 'radioSlider',
  checkbox: 'yesNoCheckbox',
  calendar: 'calendar',
  radioDropdown: 'radioDropdown',
  insuranceTile: 'insuranceTile',
  financeTile: 'financeTile',
  termsBox: 'termsBox',
} as const;

export const FIELD = {
  multiCheckbox: 'multiCheckbox',
  typeahead: 'typeahead',
  registrationMark: 'registrationMark',
  markdown: 'markdown',
  dynamicLink: 'dynamicLink',
  multiField: 'multiField',
  splitPercentage: 'splitPercentage',
  coverageTile: 'coverageTile',
  attachments: 'attachments',
} as const;

/** The root object template that lays the page out in rows, sections, tabs and accordions. */
export const PAGE_TEMPLATE = 'JourneyPageTemplate';

export type WidgetName = (typeof WIDGET)[keyof typeof WIDGET];
export type FieldName = (typeof FIELD)[keyof typeof FIELD];

/**
 * Extra per-field props the adapter puts under `ui:options` for widgets, e.g.
 * `{ options: [{key,label,shortLabel,selected,tags}], tags, dateFormat, minimumDate,
 *    maximumDate, disabledDays, markdown, href, maxItems, lookupMinLength, format }`.
 */
export interface UiOptionsOption {
  key: string;
  label: string;
  shortLabel?: string;
  selected?: boolean;
  tags?: Record<string, string | number | boolean>;
  options?: UiOptionsOption[];
}
