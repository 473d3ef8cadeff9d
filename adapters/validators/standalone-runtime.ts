/**
 * What the validator modules the server generates (standalone-code.ts) need at run time, handed
 * to each module's factory: Ajv's two runtime helpers and our formats. The helpers are the same
 * code Ajv runs (its `equal` is fast-deep-equal; ucs2length is copied, a dozen lines), so the
 * browser ships no part of Ajv and no code generation.
 */
import equal from 'fast-deep-equal';
import { FORMATS, FORMATS_MODULE } from './formats';

/** Length in code points, as JSON Schema counts (a surrogate pair is one character). */
function ucs2length(text: string): number {
  const len = text.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = text.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (text.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}

/** Module name in Ajv's generated `require(…)` → what replaces it. */
export const STANDALONE_RUNTIME: Readonly<Record<string, unknown>> = {
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv/dist/runtime/equal': { default: equal },
  [FORMATS_MODULE]: FORMATS,
};
