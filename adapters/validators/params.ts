/**
 * The params each named validation reads, in one table: layout.schema.json describes (and
 * checks) `params` per validation from it, the README's "For analysts" section lists it, and a test proves every
 * check reads exactly these names (adapters/validators/params.test.ts).
 */
import type { ValidationName } from '../types';

/** How a param is written: text, a number (also "$1,000"), field names (a list or a comma list), ... */
export type ParamKind = 'text' | 'number' | 'names' | 'list' | 'days' | 'date' | 'name';

export interface ParamDoc {
  kind: ParamKind;
  description: string;
}

export const VALIDATION_PARAMS: Readonly<Record<ValidationName, Readonly<Record<string, ParamDoc>>>> = {
  required: {},
  pattern: {
    pattern: { kind: 'text', description: 'The regular expression the text must match, e.g. ^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$.' },
    value: { kind: 'text', description: 'Same as pattern (older layouts); pattern wins when both are written.' },
    flags: { kind: 'text', description: 'Regular expression flags, e.g. i to ignore case (g and y are ignored).' },
  },
  minLength: {
    min: { kind: 'number', description: 'The fewest characters allowed.' },
    value: { kind: 'number', description: 'Same as min; min wins when both are written.' },
  },
  maxLength: {
    max: { kind: 'number', description: 'The most characters allowed.' },
    value: { kind: 'number', description: 'Same as max; max wins when both are written.' },
  },
  ineligibleValue: {
    values: { kind: 'list', description: 'Answers that cannot be covered online (any case; a check box list: ticked keys).' },
    max: { kind: 'number', description: 'An amount at or above this is ineligible ($ and commas are ignored).' },
  },
  duplicate: {
    field: { kind: 'name', description: 'On the multi-field itself: the component whose value may not repeat across items (on a component, leave params out).' },
  },
  oneRequired: {
    fields: { kind: 'names', description: 'The other fields of the group: at least one of them or this field is answered and not zero.' },
  },
  multipleRequired: {
    fields: { kind: 'names', description: 'The other percentage fields of the group: at least one is above 0.' },
    max: { kind: 'number', description: 'The largest percentage allowed in each (default 100).' },
  },
  dependentPair: {
    field: { kind: 'name', description: 'The partner field: when one of the two is answered the other is required; the partner above its maxRange tag is an error.' },
  },
  range: {
    min: { kind: 'number', description: 'The smallest number allowed (the minRange tag wins).' },
    max: { kind: 'number', description: 'The largest number allowed (the maxRange tag wins).' },
  },
  fullName: {
    fields: { kind: 'names', description: 'The name fields joined by spaces (default first_name, middle_initial, last_name).' },
    max: { kind: 'number', description: 'The most characters of the joined name (default 40).' },
  },
  date: {},
  minDate: {
    min: { kind: 'date', description: 'The earliest date, yyyy-MM-dd or $date for today (wins over minimumDate and the date tags).' },
  },
  maxDate: {
    max: { kind: 'date', description: 'The latest date, yyyy-MM-dd or $date for today (wins over maximumDate and the date tags).' },
  },
  dateRange: {
    end: { kind: 'name', description: 'On the start date: the end date field.' },
    start: { kind: 'name', description: 'On the end date: the start date field (used when end is not written).' },
  },
  disabledDays: {
    days: { kind: 'days', description: 'Days of the week that cannot be chosen, 0 Sunday … 6 Saturday (default: the field\'s disabledDays, else weekends).' },
  },
  splitTotal: {
    total: { kind: 'number', description: 'What the parts must add up to (default 100).' },
  },
};

const KIND_SCHEMA: Readonly<Record<ParamKind, Record<string, unknown>>> = {
  text: { type: 'string' },
  name: { type: 'string', minLength: 1 },
  number: { type: ['number', 'string'] },
  names: { type: ['array', 'string'], items: { type: 'string' } },
  list: { type: 'array' },
  days: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 } },
  date: { type: 'string', pattern: '^(\\$date|\\d{4}-\\d{2}-\\d{2})$' },
};

/**
 * Params every validation takes, read where a check's failure is reported (run-checks.ts), never by
 * the check itself: `dialog` names the page's popup that opens when the check fails (README "For analysts", Popups).
 */
export const COMMON_PARAMS: Readonly<Record<string, ParamDoc>> = {
  dialog: { kind: 'name', description: 'The popup of the page that opens when this check fails on Continue or Save (the save stays blocked).' },
};

/** The JSON Schema of one validation's params, as layout.schema.json must hold it under $defs. */
export function paramsSchema(name: ValidationName): Record<string, unknown> {
  const params = { ...VALIDATION_PARAMS[name], ...COMMON_PARAMS };
  const own = Object.keys(VALIDATION_PARAMS[name]);
  return {
    type: 'object',
    description: own.length ? `Params of ${name}: ${own.join(', ')}.` : `${name} takes only the dialog param.`,
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(params).map((p) => [p, { ...KIND_SCHEMA[params[p]!.kind], description: params[p]!.description }])),
  };
}

/** `$defs` key of a validation's params schema in layout.schema.json. */
export const paramsDefName = (name: ValidationName): string => `${name}Params`;
