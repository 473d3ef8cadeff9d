import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * An object schema that names its properties and says nothing of others, closed: Fastify's
 * serializer sends only the properties a reply schema names, and the browser sends only those of
 * a body, so the types list exactly those. A schema that sets `additionalProperties` keeps it.
 */
type Closed<S> = S extends readonly unknown[]
  ? { readonly [I in keyof S]: Closed<S[I]> }
  : S extends object
    ? { readonly [K in keyof S]: Closed<S[K]> } & (S extends { properties: object } ? (S extends { additionalProperties: unknown } ? unknown : { readonly additionalProperties: false }) : unknown)
    : S;

/** The TypeScript type of what travels under wire schema `S`. */
export type Wire<S extends JSONSchema> = Closed<S> extends infer C extends JSONSchema ? FromSchema<C> : never;
