/**
 * The shared contract of the schema-first platform.
 *
 * Layout pages (what analysts write, README "For analysts") go in; a CompiledLayout
 * (JSON Schema + UI schema + JSON Logic rules + meta) comes out. The browser renders it,
 * the server validates saves with it, the tests exercise it. Keep this file the single
 * place these shapes are declared.
 */
import type { RulesLogic } from 'json-logic-js';

export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

/** Text people read: bilingual inline. A plain string is allowed only where no person reads it. */
export type I18nText = { 'en-CA': string; 'fr-CA': string };

/** JSON Logic expression (json-logic-js plus the operations of adapters/rules). */
export type Logic = RulesLogic | Record<string, unknown> | boolean | number | string | null;

// ---------------------------------------------------------------- layout (input)

/** Tags are key/value pairs (README "For analysts", Tags). Values are strings, numbers or booleans. */
export interface Tag {
  key: string;
  value: string | number | boolean;
}

export interface LayoutOption {
  key: string;
  value: I18nText;
  shortValue?: I18nText;
  selected?: boolean;
  /** Per-option extras, e.g. `recommended` on a coverage tile, a premium on a quote tile. */
  tags?: Tag[];
  /** Sub-options, e.g. the limit dropdown of a coverage tile. */
  options?: LayoutOption[];
  /** `visible`: the option is offered only while true (same scope as the field's own rules). */
  rules?: { visible?: Logic };
}

/** A named validation attached from configuration (docs/requirements.md §4.5). */
export interface LayoutValidation {
  name: ValidationName;
  /** Parameters of the validation (field lists, limits, lists of ineligible values ...). */
  params?: Record<string, unknown>;
  /** Overrides the default message. */
  message?: I18nText;
}

export type ValidationName =
  | 'required'
  | 'pattern'
  | 'minLength'
  | 'maxLength'
  | 'ineligibleValue'
  | 'duplicate'
  | 'oneRequired'
  | 'multipleRequired'
  | 'dependentPair'
  | 'range'
  | 'fullName'
  | 'date'
  | 'minDate'
  | 'maxDate'
  | 'dateRange'
  | 'disabledDays'
  | 'splitTotal';

/** JSON Logic rules a field carries (docs/architecture.md "Rules and validation"). Each is evaluated against the page data. */
export interface FieldRules {
  /** The field is shown only while this is truthy. */
  visible?: Logic;
  /** The field is disabled while this is truthy. */
  disabled?: Logic;
  /** Derived value: the field's value is replaced by this on every evaluation. */
  value?: Logic;
  /**
   * Prefilled answer (often `$user.first_name`): fills the field while it has no answer; on a field
   * the layout disables, it replaces the answer whenever it gives a value (the account's e-mail).
   * Page-level fields only.
   */
  prefill?: Logic;
  /** Cross-field check: when truthy the field is in error with `message`. */
  invalid?: { when: Logic; message: I18nText };
  /** A notice under the field while truthy: never an error, never blocks a save. */
  warning?: { when: Logic; message: I18nText };
}

export interface LayoutField {
  name: string;
  type: string;
  label?: I18nText;
  /** The field's short name in error summaries and lists when its label is long or a sentence. */
  error_label?: I18nText;
  placeholder?: I18nText;
  tooltip?: I18nText;
  tags?: Tag[];
  options?: LayoutOption[];
  collections?: unknown[];
  /** Child fields of multifieldv2, custom-tab / custom-accordion panels and split-percentage. */
  components?: LayoutField[];
  hidden?: boolean;
  disabled?: boolean;
  validations?: LayoutValidation[];
  /** ISO yyyy-MM-dd or the literal `$date` (today). */
  minimumDate?: string;
  maximumDate?: string;
  /** Display/typing format, default `dd/mm/yyyy`. */
  dateFormat?: string;
  /** Days of week (0 Sunday … 6 Saturday) that cannot be chosen. */
  disabledDays?: number[];
  markdownText?: I18nText;
  rules?: FieldRules;
}

export interface LayoutSection {
  name?: string;
  title?: I18nText;
  fields: LayoutField[];
}

export interface LayoutRow {
  sections: LayoutSection[];
}

export interface LayoutButton {
  name: string;
  /** continue | go_back | save | done | link */
  type: string;
  label: I18nText;
  href?: string;
}

export interface LayoutPage {
  route_name: string;
  title: I18nText;
  heading?: I18nText;
  subheading?: I18nText;
  /** the first rule whose `when` is true over the application's answers replaces title (and heading, when it gives one) */
  title_rules?: { when: Logic; title: I18nText; heading?: I18nText }[];
  tags?: Tag[];
  form_container: { rows: LayoutRow[]; buttons?: LayoutButton[] };
  /** dialogs the page opens (README "For analysts", Popups) */
  popups?: LayoutPopup[];
}

/** continue: on a valid Continue · change: when `field` changes · load: once when the page opens */
export type PopupTrigger = 'continue' | 'change' | 'load';

export interface LayoutPopupButton {
  id: string;
  label: I18nText;
  /** answers the button gives (fields of the page, often of type `answer`) */
  set?: Record<string, unknown>;
  /** continue: save and move on · close: stay on the page · regular_renewal: leave a quick renewal for the regular one */
  then: PopupThen;
}

/** What a popup button does after its answers: the app performs `regular_renewal` (docs/requirements.md §2.11). */
export type PopupThen = 'continue' | 'close' | 'regular_renewal';

export interface LayoutPopup {
  id: string;
  /** absent: only a validation's `dialog` param opens it */
  trigger?: PopupTrigger;
  /** the field whose change opens a `change` popup */
  field?: string;
  /** opens only while true (same scope as the page's rules); always when absent */
  when?: Logic;
  title: I18nText;
  /** markdown */
  message: I18nText;
  tone?: 'info' | 'warning' | 'error';
  buttons: LayoutPopupButton[];
}

export interface JourneyLink {
  route_name: string;
  nav_title: I18nText;
  /** the first rule whose `when` is true over the application's answers replaces nav_title */
  nav_title_rules?: { when: Logic; nav_title: I18nText }[];
  /** category tag groups steps in the stepper */
  category: string;
  /** child_page, show_child, hidden_in_stepper, not_allowed_types (comma list), skip_for_types, lock, progress_state */
  tags?: Tag[];
}

export interface Journey {
  client: string;
  program_path: string;
  links: JourneyLink[];
}

// ---------------------------------------------------------------- compile context

export type Role = 'applicant' | 'csr' | 'sponsor';
export type ApplicationType = 'NEW' | 'RENEWAL' | 'QUICK_RENEWAL';

export interface CompileContext {
  locale: Locale;
  /** client code, e.g. CANACCT */
  program: string;
  applicationType: ApplicationType;
  role: Role;
  /** Field names a CSR may still edit (exceptionFields config, docs/requirements.md §8.1). */
  csrEditable?: string[];
  /** Name of the file the page came from, for error messages. */
  file?: string;
  /** "today" for $date; defaults to the real date. ISO yyyy-MM-dd. */
  today?: string;
}

// ---------------------------------------------------------------- compiled (output)

/** JSON Schema (draft-07 dialect, what RJSF and ajv use by default). */
export type JsonSchema = Record<string, unknown>;
export type UiSchema = Record<string, unknown>;

/**
 * What the adapter knows about one field. Keyed in `meta.fields` by its data path:
 * `name` at page level, `list.*.name` for a component of a multifield (any index).
 */
export interface FieldMeta {
  name: string;
  path: string;
  type: string;
  label: string;
  /** the layout's `error_label` in the compiled locale: how errors name the field */
  errorLabel?: string;
  /** tags as a map (last one wins) */
  tags: Record<string, string | number | boolean>;
  validations: LayoutValidation[];
  /** the field stores no data (markdowntext, dynamiclink, tab/accordion panels) */
  display: boolean;
  /** convert "$1,000" → 1000 before save (tag number / currency) */
  numeric: boolean;
  transform: ('uppercase' | 'lowercase' | 'trim')[];
  minimumDate?: string;
  maximumDate?: string;
  disabledDays?: number[];
  /** parent multifield path, if a component */
  parent?: string;
}

export interface CompiledRules {
  /** path → logic; field hidden while falsy */
  visible: Record<string, Logic>;
  /** path → logic; field disabled while truthy */
  disabled: Record<string, Logic>;
  /** derived values in evaluation order */
  compute: { path: string; logic: Logic }[];
  /** prefilled answers (field rule `prefill`); `locked`: the layout disables the field, so the prefill always wins */
  prefill?: { path: string; logic: Logic; locked: boolean }[];
  /** cross-field checks */
  invalid: { path: string; when: Logic; message: I18nText }[];
  /** notices that never block a save (field rule `warning`) */
  warnings?: { path: string; when: Logic; message: I18nText }[];
  /**
   * Options offered only while their rule holds: `option` is the option's key, or
   * `<tile>/<limit>` for a sub-option (optionId).
   */
  options?: { path: string; option: string; visible: Logic }[];
  /** statically hidden / disabled paths (layout `hidden`, `disabled`, CSR read-only) */
  staticHidden: string[];
  staticDisabled: string[];
}

export interface CompiledLayout {
  schema: JsonSchema;
  uiSchema: UiSchema;
  rules: CompiledRules;
  meta: {
    routeName: string;
    /** sha-256 hex of the layout's canonical JSON: answers are pinned to it */
    hash: string;
    locale: Locale;
    program: string;
    /** read by rules as `$context.application_type` */
    applicationType?: ApplicationType;
    role: Role;
    title: string;
    heading?: string;
    subheading?: string;
    tags: Record<string, string | number | boolean>;
    /** by data path; see FieldMeta */
    fields: Record<string, FieldMeta>;
    /** top-level data paths in page order */
    order: string[];
    buttons: { name: string; type: string; label: string; href?: string }[];
    /** rows → sections → field paths, for the page template (tabs and accordions are groups) */
    layout: CompiledRow[];
    /** the page's popups, texts in the compiled locale (absent when it has none) */
    popups?: CompiledPopup[];
  };
}

/** A popup as the browser opens it: `message` is the markdown source, rendered by the server beside the page. */
export interface CompiledPopup {
  id: string;
  trigger?: PopupTrigger;
  field?: string;
  when?: Logic;
  title: string;
  message: string;
  tone: 'info' | 'warning' | 'error';
  buttons: { id: string; label: string; set?: Record<string, unknown>; then: PopupThen }[];
}

export interface CompiledRow {
  sections: { name?: string; title?: string; items: CompiledItem[] }[];
}

export type CompiledItem =
  | { kind: 'field'; path: string }
  | { kind: 'tabs' | 'accordion'; panels: { name: string; label: string; paths: string[] }[] };

// ---------------------------------------------------------------- evaluation & validation

export type FormData = Record<string, unknown>;

export interface Evaluation {
  /** data with derived values applied, hidden fields' values dropped, transforms applied */
  data: FormData;
  /** data paths that are hidden (concrete indices for multifield items, e.g. `pilots.0.licence`) */
  hidden: string[];
  disabled: string[];
  errors: FieldError[];
  /** concrete path → ids of the options not offered now (optionId: `key`, or `<tile>/<limit>`) */
  hiddenOptions: Record<string, string[]>;
  /** the field rules' `warning` notices that hold now (never errors) */
  warnings: FieldError[];
}

/** One error, as the server's 400 `messageList` and the page's messages show it. */
export interface FieldError {
  /** concrete data path, e.g. `coverage_begin_date` or `aircraft.1.registration` */
  field: string;
  /** the field's label in the requested locale */
  label: string;
  message: string;
  /** message id in schemas/content/<locale>.json, when the message is a default one */
  id?: string;
  /** the popup the failing validation names (its `dialog` param): the browser opens it */
  dialog?: string;
}

/** Errors found while reading or compiling a layout: what analysts see. */
export interface LayoutProblem {
  file: string;
  /** JSON path such as `$.form_container.rows[0].sections[1].fields[3].type` */
  path: string;
  message: string;
}

export class LayoutError extends Error {
  constructor(public readonly problems: LayoutProblem[]) {
    super(problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n'));
    this.name = 'LayoutError';
  }
}
