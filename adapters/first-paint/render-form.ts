/**
 * The first step's form as static HTML (docs/architecture.md "How a page loads"): what the browser shows,
 * and lets a person type into, before the app's scripts have run. The markup and classes are the
 * widgets' own (widgets/templates/field, widgets/inputs/{textbox,dropdown,radio,calendar}), so the
 * page's CSS styles it the same and nothing moves when the app takes over. Only the widgets below
 * are known: a page with any other (repeaters, tiles, terms boxes, uploads, check boxes, tabs…)
 * is not pre-rendered (undefined).
 */
import type { CompiledLayout, Evaluation, FormData } from '../types';
import { WIDGET } from '../widget-names';
import { attrs, escapeHtml } from './html';

/** A message in the page's language (the same ids the widgets use). */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

export interface FormInput {
  compiled: CompiledLayout;
  /** the rules over the answers the page opens with (adapters/rules evaluate) */
  evaluation: Evaluation;
  /** the answers the page opens with: saved, prefilled, derived */
  data: FormData;
  t: Translate;
  /** the step has a previous one: Back shows */
  hasPrevious: boolean;
}

/** What a rendered control stores, for the take-over (src/app/first-paint.ts) to read the page back. */
export type FirstPaintKind = 'text' | 'number' | 'date' | 'radio' | 'select';

interface FieldParts {
  id: string;
  label: string;
  required: boolean;
  disabled: boolean;
  tooltip?: string;
  description?: string;
  help?: string;
  /** RJSF's field class names the schema type */
  schemaType: string;
}

const ROOT = 'root';
const NUMBER_FORMATS = new Set(['number', 'currency', 'percentage', 'percent']);

/** The form's HTML, or undefined when the page has a widget this renderer does not know. */
export function renderFirstForm({ compiled, evaluation, data, t, hasPrevious }: FormInput): string | undefined {
  const hidden = new Set(evaluation.hidden);
  const disabled = new Set([...evaluation.disabled, ...compiled.rules.staticDisabled]);
  const required = new Set((compiled.schema.required as string[] | undefined) ?? []);
  const properties = (compiled.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const placed = new Set<string>();
  const rows: string[] = [];
  for (const row of compiled.meta.layout) {
    const sections: string[] = [];
    for (const section of row.sections) {
      const fields: string[] = [];
      for (const item of section.items) {
        if (item.kind !== 'field') return undefined;
        if (item.path.includes('.')) return undefined;
        placed.add(item.path);
        if (hidden.has(item.path) || compiled.rules.staticHidden.includes(item.path)) continue;
        const html = renderField(item.path, properties[item.path] ?? {}, compiled, { value: data[item.path], disabled: disabled.has(item.path), required: required.has(item.path), hiddenOptions: evaluation.hiddenOptions[item.path] ?? [] }, t);
        if (html === undefined) return undefined;
        fields.push(html);
      }
      if (fields.length === 0) continue;
      sections.push(section.title ? `<section class="jf-section"><h2 class="jf-section-title">${escapeHtml(section.title)}</h2>${fields.join('')}</section>` : `<div class="jf-section">${fields.join('')}</div>`);
    }
    rows.push(`<div class="jf-row" data-columns="${row.sections.length}">${sections.join('')}</div>`);
  }
  // a field the layout does not place: the page template shows it at the end, which this renderer does not
  if (Object.keys(properties).some((name) => !placed.has(name) && !hidden.has(name))) return undefined;
  const buttons = renderButtons(compiled, hasPrevious, t);
  if (buttons === undefined) return undefined;
  return `<div class="jf-form"><div class="jf-summary" role="alert" data-empty="true"></div><form class="rjsf" novalidate data-first-paint-form><div class="jf-page">${rows.join('')}</div>${buttons}</form></div>`;
}

interface FieldState {
  value: unknown;
  disabled: boolean;
  required: boolean;
  hiddenOptions: string[];
}

function renderField(path: string, schema: Record<string, unknown>, compiled: CompiledLayout, state: FieldState, t: Translate): string | undefined {
  const ui = (compiled.uiSchema[path] ?? {}) as Record<string, unknown>;
  if (ui['ui:field'] !== undefined) return undefined;
  const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  const parts: FieldParts = {
    id: `${ROOT}.${path}`,
    label: typeof schema.title === 'string' ? schema.title : '',
    required: state.required,
    disabled: state.disabled || ui['ui:disabled'] === true,
    tooltip: typeof options.tooltip === 'string' && options.tooltip !== '' ? options.tooltip : undefined,
    description: typeof ui['ui:description'] === 'string' ? ui['ui:description'] : undefined,
    help: typeof ui['ui:help'] === 'string' ? ui['ui:help'] : undefined,
    schemaType: typeof schema.type === 'string' ? schema.type : 'string',
  };
  const placeholder = typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : undefined;
  const choices = ((options.options ?? []) as { key: string; label: string }[]).filter((o) => !state.hiddenOptions.includes(o.key));
  switch (ui['ui:widget']) {
    case WIDGET.textbox:
      return textbox(path, parts, schema, options, state.value, placeholder, t);
    case WIDGET.dropdown:
      return field(path, parts, 'control', t, select(parts, choices, state.value, t));
    case WIDGET.radio:
      return field(path, parts, 'group', t, radios(parts, choices, state.value));
    case WIDGET.calendar:
      return calendar(path, parts, options, state.value, t);
    default:
      return undefined;
  }
}

/** The field template (widgets/templates/field/JourneyFieldTemplate.tsx) around a control. */
function field(path: string, parts: FieldParts, kind: 'control' | 'group', t: Translate, control: string): string {
  const { id, label } = parts;
  const labelTag =
    kind === 'control'
      ? `<label${attrs({ id: `${id}__label`, for: id, class: 'jf-label' })}>${escapeHtml(label)}</label>`
      : `<span${attrs({ id: `${id}__label`, class: 'jf-label' })}>${escapeHtml(label)}</span>`;
  // a disabled field asks nothing: no marker, as the field template
  const marker = parts.required && !parts.disabled ? '<span class="jf-required" aria-hidden="true">*</span>' : '';
  const tooltip = parts.tooltip
    ? `<button type="button" class="jf-tooltip-button" aria-expanded="false"${attrs({ 'aria-controls': `${id}__tooltip`, 'aria-label': t('widgets.core.moreInfo', { label }) })}><span aria-hidden="true">i</span></button><p${attrs({ id: `${id}__tooltip`, class: 'jf-tooltip', hidden: true })}>${escapeHtml(parts.tooltip)}</p>`
    : '';
  const labelRow = label !== '' ? `<div class="jf-label-row">${labelTag}${marker}${tooltip}</div>` : '';
  const description = parts.description ? `<p${attrs({ id: `${id}__description`, class: 'jf-description' })}>${escapeHtml(parts.description)}</p>` : '';
  const help = parts.help ? `<p${attrs({ id: `${id}__help`, class: 'jf-help' })}>${escapeHtml(parts.help)}</p>` : '';
  const className = `jf-field rjsf-field rjsf-field-${parts.schemaType}`;
  return `<div${attrs({ class: className, 'data-path': path })}>${labelRow}${description}${control}${help}<div${attrs({ id: `${id}__error`, class: 'jf-errors', 'aria-live': 'polite' })}></div></div>`;
}

const describedBy = (id: string) => `${id}__error ${id}__description ${id}__help`;

function textbox(path: string, parts: FieldParts, schema: Record<string, unknown>, options: Record<string, unknown>, value: unknown, placeholder: string | undefined, t: Translate): string | undefined {
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const format = typeof options.format === 'string' ? options.format : numeric ? 'number' : 'text';
  // a formatted amount shows as the widget formats it (per locale): left to the app
  if (NUMBER_FORMATS.has(format) && value !== undefined && value !== null) return undefined;
  const inputMode = format === 'year' || format === 'identifier' ? 'numeric' : format === 'text' ? undefined : 'decimal';
  const kind: FirstPaintKind = numeric ? 'number' : 'text';
  const input = `<input${attrs({
    id: parts.id,
    name: parts.id,
    type: 'text',
    class: 'jf-input',
    inputmode: inputMode,
    value: value === undefined || value === null ? undefined : String(value),
    placeholder,
    required: parts.required,
    disabled: parts.disabled,
    maxlength: typeof schema.maxLength === 'number' ? schema.maxLength : undefined,
    'aria-describedby': describedBy(parts.id),
    'data-first-paint-kind': kind,
  })}>`;
  return field(path, parts, 'control', t, input);
}

function select(parts: FieldParts, choices: { key: string; label: string }[], value: unknown, t: Translate): string {
  const current = value === undefined || value === null ? '' : String(value);
  const options = [`<option value="">${escapeHtml(t('widgets.core.select'))}</option>`, ...choices.map((c) => `<option${attrs({ value: c.key, selected: c.key === current })}>${escapeHtml(c.label)}</option>`)];
  return `<select${attrs({ id: parts.id, name: parts.id, class: 'jf-select', required: parts.required, disabled: parts.disabled, 'aria-describedby': describedBy(parts.id), 'data-first-paint-kind': 'select' })}>${options.join('')}</select>`;
}

/** widgets/shared/RadioChoices.tsx, list variant. */
function radios(parts: FieldParts, choices: { key: string; label: string }[], value: unknown): string {
  const current = value === undefined || value === null ? undefined : String(value);
  const items = choices.map((c, i) => {
    const checked = c.key === current;
    return `<label class="jf-choice" data-checked="${checked}"><input${attrs({ type: 'radio', id: `${parts.id}-${i}`, name: parts.id, value: c.key, checked, disabled: parts.disabled })}><span class="jf-choice-text">${escapeHtml(c.label)}</span></label>`;
  });
  return `<div${attrs({ id: parts.id, class: 'jf-choices jf-choices--list', role: 'radiogroup', 'aria-labelledby': `${parts.id}__label`, 'aria-required': parts.required ? 'true' : undefined, 'aria-describedby': describedBy(parts.id), 'data-first-paint-kind': 'radio' })}>${items.join('')}</div>`;
}

const CALENDAR_ICON =
  '<svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16"><rect x="1.5" y="2.5" width="13" height="12" rx="1.5" fill="none" stroke="currentColor"></rect><path d="M1.5 6.5h13M5 1v3M11 1v3" stroke="currentColor"></path></svg>';

/** widgets/inputs/calendar/Calendar.tsx: the typed date and its (inert until the app runs) picker button. */
function calendar(path: string, parts: FieldParts, options: Record<string, unknown>, value: unknown, t: Translate): string {
  const format = typeof options.dateFormat === 'string' ? options.dateFormat : 'dd/mm/yyyy';
  const letters: Record<string, string> = { d: t('widgets.core.calendar.day'), m: t('widgets.core.calendar.month'), y: t('widgets.core.calendar.year') };
  const placeholder = format.replace(/[dmy]/gi, (c) => letters[c.toLowerCase()] ?? c);
  const shown = typeof value === 'string' ? dateText(value, format) : undefined;
  const input = `<input${attrs({
    id: parts.id,
    name: parts.id,
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    class: 'jf-input jf-calendar-input',
    value: shown,
    placeholder,
    required: parts.required,
    disabled: parts.disabled,
    'aria-describedby': describedBy(parts.id),
    'data-first-paint-kind': 'date',
    'data-date-format': format,
  })}>`;
  const button = `<button${attrs({ type: 'button', class: 'jf-calendar-button', 'aria-haspopup': 'dialog', 'aria-expanded': 'false', disabled: parts.disabled, 'aria-label': t('widgets.core.calendar.open', { label: parts.label }) })}>${CALENDAR_ICON}</button>`;
  return field(path, parts, 'control', t, `<div class="jf-calendar">${input}${button}</div>`);
}

/** An ISO date as the format writes it (dd/mm/yyyy → 31/12/2026); any other text as it is. */
export function dateText(iso: string, format: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return format.replace(/yyyy/i, y!).replace(/mm/i, m!).replace(/dd/i, d!);
}

/** StepButtons (src/journey/StepButtons.tsx): Continue is there but disabled, so no submit, Enter included, happens before the app runs. */
function renderButtons(compiled: CompiledLayout, hasPrevious: boolean, t: Translate): string | undefined {
  const buttons = compiled.meta.buttons;
  const back = buttons.find((b) => b.type === 'go_back');
  const cont = buttons.find((b) => b.type === 'continue');
  if (buttons.some((b) => b.type === 'save' || b.type === 'done')) return undefined;
  const html = [
    back && hasPrevious ? `<button type="button" class="button secondary" disabled>${escapeHtml(back.label)}</button>` : '',
    `<button type="submit" class="button" disabled>${escapeHtml(cont?.label ?? t('app.journey.continue'))}</button>`,
  ];
  return `<div class="jf-actions step-buttons">${html.join('')}</div>`;
}
