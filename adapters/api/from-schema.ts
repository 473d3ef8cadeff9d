import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * `S` with every object schema that names its properties, and does not set `additionalProperties`,
 * closed to others. Fastify's serializer sends only the properties a reply schema names and the
 * browser sends only those of a body, so the derived types list exactly those (without the
 * `[x: string]: unknown` that JSON Schema's open objects would give them).
 */
type Closed<S> = S extends readonly unknown[]
  ? { readonly [I in keyof S]: Closed<S[I]> }
  : S extends object
    ? { readonly [K in keyof S]: Closed<S[K]> } & (S extends { properties: object } ? (S extends { additionalProperties: unknown } ? unknown : { readonly additionalProperties: false }) : unknown)
    : S;

/** The TypeScript type of what travels under wire schema `S`. */
export type Wire<S extends JSONSchema> = Closed<S> extends infer C extends JSONSchema ? FromSchema<C> : never;
