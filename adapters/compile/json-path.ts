/** JSON paths as analysts read them: `$.form_container.rows[0].sections[1].fields[3].type`. */
export function childPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

/** `a.b[0].c` from a property path written like `options[0].key` relative to `base`. */
export function joinPath(base: string, relative?: string): string {
  if (!relative) return base;
  return relative.startsWith('[') ? `${base}${relative}` : `${base}.${relative}`;
}
