/**
 * The plan as a plain react-jsonschema-form user writes it: one object schema with RJSF's
 * default widgets, and each display rule as JSON Schema `if/then` inside `allOf` — the
 * follow-up property (and its `required`) exists only in the `then` branch.
 */
import type { JsonSchema, UiSchema } from '../../../adapters/types';
import { CHOICES, type FormPlan, type PlannedField } from './plan';

export interface RjsfForm {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

function propertySchema(field: PlannedField): JsonSchema {
  const title = field.label;
  switch (field.kind) {
    case 'text':
      return { type: 'string', title };
    case 'number':
      return { type: 'number', title };
    case 'yesNo':
      return { type: 'string', title, oneOf: [{ const: 'y', title: 'Yes' }, { const: 'n', title: 'No' }] };
    case 'choice':
      return { type: 'string', title, oneOf: CHOICES.map((key) => ({ const: key, title: key[0]?.toUpperCase() + key.slice(1) })) };
    case 'date':
      return { type: 'string', format: 'date', title };
    case 'checkbox':
      return { type: 'boolean', title };
  }
}

function displayRule(followUp: PlannedField & { parent: string }): JsonSchema {
  return {
    if: { properties: { [followUp.parent]: { const: 'y' } }, required: [followUp.parent] },
    then: {
      properties: { [followUp.name]: propertySchema(followUp) },
      required: followUp.required ? [followUp.name] : [],
    },
  };
}

export function toRjsfForm(plan: FormPlan): RjsfForm {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const allOf: JsonSchema[] = [];
  const uiSchema: UiSchema = { 'ui:order': plan.fields.map((f) => f.name) };
  for (const field of plan.fields) {
    if (field.kind === 'yesNo') uiSchema[field.name] = { 'ui:widget': 'radio' };
    if (field.parent !== undefined) {
      allOf.push(displayRule({ ...field, parent: field.parent }));
      continue;
    }
    properties[field.name] = propertySchema(field);
    if (field.required) required.push(field.name);
  }
  return { schema: { type: 'object', title: 'Typing benchmark', properties, required, allOf }, uiSchema };
}
