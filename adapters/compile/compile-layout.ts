/**
 * compileLayout: a layout page → { schema, uiSchema, rules, meta }, memoized.
 *
 * Warm calls must cost microseconds (docs/architecture.md "Speed rules"), so the first lookup is by the page object
 * itself (WeakMap) and never re-serialises it; a new object with the same content (a file
 * re-read by the server) is found by its content hash. Pages are treated as immutable, and
 * the output is shared by every caller, so it is read-only by contract (not frozen: freezing
 * a 300-field page costs more than compiling it).
 */
import type { CompileContext, CompiledLayout, LayoutPage } from '../types';
import { compilePage } from './compile-page';
import { layoutHash } from './layout-hash';

let byObject = new WeakMap<LayoutPage, Map<string, CompiledLayout>>();
const byHash = new Map<string, CompiledLayout>();
/** Distinct layout versions × contexts kept; the oldest go first (edits add versions over time). */
const MAX_BY_HASH = 1000;

/** Only what changes the output (applicationType: rules read it as `$context`); file and today do not (dates stay `$date`). */
function contextKey(ctx: CompileContext): string {
  return `${ctx.locale}|${ctx.program}|${ctx.applicationType}|${ctx.role}|${ctx.role === 'csr' ? (ctx.csrEditable ?? []).join(',') : ''}`;
}

export function compileLayout(page: LayoutPage, ctx: CompileContext): CompiledLayout {
  const key = contextKey(ctx);
  let perPage = byObject.get(page);
  const hit = perPage?.get(key);
  if (hit) return hit;

  const hash = layoutHash(page);
  const hashKey = `${hash}|${key}`;
  let compiled = byHash.get(hashKey);
  if (!compiled) {
    compiled = compilePage(page, ctx, hash);
    if (byHash.size >= MAX_BY_HASH) byHash.delete(byHash.keys().next().value!);
    byHash.set(hashKey, compiled);
  }
  if (!perPage) byObject.set(page, (perPage = new Map()));
  perPage.set(key, compiled);
  return compiled;
}

/** Forget every compiled page (benchmarks measure cold compiles; tests start clean). */
export function clearCompileCache(): void {
  byHash.clear();
  // a WeakMap cannot be cleared; a new one drops every entry at once
  byObject = new WeakMap();
}
