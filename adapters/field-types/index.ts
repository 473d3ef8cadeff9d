export { FIELD_TYPES, FIELD_TYPE_NAMES, fieldType } from './registry';
export type { CompiledChildren, ComponentsMode, FieldKind, FieldType, FieldTypeContext, FieldTypeOutput } from './field-type';
