import { ErrorSchemaBuilder, toPath, type ErrorSchema, type FieldPathList, type Registry, type RJSFSchema } from '@rjsf/utils';

/**
 * What the journey may put in formContext to validate one item on Save with the page's rules
 * (named validators, hidden components not required); returns the item's error schema.
 */
export type ValidateItem = (path: FieldPathList, item: unknown) => ErrorSchema | undefined;

/**
 * Validates one item on its Save. Uses `formContext.validateItem` when the journey provides it;
 * otherwise the item schema through RJSF's validator, with our bilingual messages in place of
 * ajv's English ones (required → "This field is required.", anything else → "This value is not valid.").
 */
export function validateItem(
  registry: Registry,
  path: FieldPathList,
  itemSchema: RJSFSchema,
  item: unknown,
  messages: { required: string; invalid: string },
): ErrorSchema {
  const custom = (registry.formContext as { validateItem?: ValidateItem } | undefined)?.validateItem;
  if (custom) return custom(path, item) ?? {};
  const { errors } = registry.schemaUtils.getValidator().validateFormData(item, itemSchema);
  const builder = new ErrorSchemaBuilder();
  for (const error of errors) {
    const where = toPath((error.property ?? '').replace(/^\./, ''));
    builder.addErrors(error.name === 'required' ? messages.required : messages.invalid, where.length ? where : undefined);
  }
  return builder.ErrorSchema;
}
