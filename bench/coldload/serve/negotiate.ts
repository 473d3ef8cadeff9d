/**
 * How the baseline's static server answers, as a production server does (issue 12 "Serve like
 * production"): text compressed with brotli or gzip as the browser accepts, content-hashed assets
 * cached for a year, the HTML revalidated on every visit.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli when accepted, else gzip, else none; `q=0` refuses an encoding. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q !== undefined && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Vite names built assets `name-<hash>.ext` under assets/: those never change. */
export function cacheControlFor(urlPath: string): string {
  return /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Worth compressing: text formats. */
export const isCompressible = (contentType: string): boolean => /^(text\/|application\/(json|javascript)|image\/svg\+xml)/.test(contentType);
