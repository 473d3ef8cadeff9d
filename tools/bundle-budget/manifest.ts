/**
 * What a cold visit downloads, from Vite's build manifest (dist/.vite/manifest.json): the entry and the
 * route's chunks, each with everything it imports statically. Pure: sizes come from a function given in.
 */

/** One chunk of Vite's manifest, keyed by its source (or `_name-hash.js` for shared chunks). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A manifest key, exactly, or a pattern for chunks whose names are not fixed (one per locale, ...). */
export type ChunkPattern = string | RegExp;

export interface Files {
  js: string[];
  css: string[];
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function entryKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
}

/** The manifest keys a pattern names; none is an error, so a renamed page cannot shrink a budget silently. */
export function matchKeys(manifest: Manifest, pattern: ChunkPattern): string[] {
  const keys = typeof pattern === 'string'
    ? (pattern in manifest ? [pattern] : [])
    : Object.keys(manifest).filter((key) => pattern.test(key));
  if (keys.length === 0) throw new Error(`no chunk of the build manifest matches ${String(pattern)}`);
  return keys;
}

/** The JS and CSS files of `starts` and of every chunk they import statically, each once, in visit order. */
export function staticClosure(manifest: Manifest, starts: string[]): Files {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest names ${key} but has no entry for it`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  return { js, css: [...css] };
}

/** The files of a cold visit to a route: the entry, then the route's chunks (patterns), with their static imports. */
export function coldVisit(manifest: Manifest, chunks: ChunkPattern[]): Files {
  return staticClosure(manifest, [...entryKeys(manifest), ...chunks.flatMap((pattern) => matchKeys(manifest, pattern))]);
}

export function total(files: string[], sizeOf: (file: string) => Sizes): Sizes {
  return files.map(sizeOf).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}
