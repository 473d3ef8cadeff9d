/**
 * What a schema check reports for one failure: the fields of Ajv's ErrorObject that validatePage
 * reads. Declared here so the browser's modules never name the `ajv` package, even for a type.
 */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

/** A generated (or run-time compiled) validation function: Ajv's calling convention. */
export interface SchemaValidateFunction {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}
