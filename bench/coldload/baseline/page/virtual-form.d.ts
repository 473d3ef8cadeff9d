/** Inlined by bench/coldload/baseline/build.ts: the step's JSON Schema and RJSF UI schema. */
declare module 'virtual:coldload-form' {
  export const schema: import('@rjsf/utils').RJSFSchema;
  export const uiSchema: import('@rjsf/utils').UiSchema;
}
