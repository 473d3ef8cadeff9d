/**
 * Stands in for `fast-uri` in the app build (vite.config.ts alias): about 23 kB of minified URI
 * parsing that @rjsf/utils imports only to resolve `$ref`s against `$id`s
 * (`makeAllReferencesAbsolute`, `findEmbeddedSchemaRecursive`). Compiled layouts have neither
 * `$ref` nor `$id`, so RJSF only ever passes its own base `#`; these two cover that and plain
 * absolute or fragment references, which is all a schema of ours could hold.
 */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}

/** `ref` resolved against `base` (RFC 3986 §5.2 for the cases above). */
export function resolve(base: string, ref: string): string {
  if (SCHEME.test(ref)) return ref;
  if (ref.startsWith('#')) return withoutFragment(base) + ref;
  return SCHEME.test(base) ? new URL(ref, base).href : ref;
}

/** Whether two URIs are the same (fast-uri also treats case and escape variants of one URI as equal). */
export function equal(a: string, b: string): boolean {
  return a === b;
}

export default { resolve, equal };
