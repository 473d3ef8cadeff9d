import { childPath } from '../compile/json-path';

/** ajv's `/form_container/rows/0/title` → `$.form_container.rows[0].title`. */
export function pointerToPath(pointer: string, extra?: string): string {
  const parts = pointer === '' ? [] : pointer.slice(1).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  return parts.reduce<string>((path, part) => childPath(path, /^\d+$/.test(part) ? Number(part) : part), '$');
}
