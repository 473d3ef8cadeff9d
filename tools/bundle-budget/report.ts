/** Budget rows and their printout (docs/bench.md "Bundle budget"). Pure. */
import { coldVisit, total, type Manifest, type Sizes } from './manifest';
import type { RouteKind } from './routes';

export interface Row {
  route: string;
  kind: 'JS' | 'CSS';
  files: string[];
  sizes: Sizes;
  /** gzip kB */
  budget: number;
  over: boolean;
  /** gzip kB the route kind aims at, below a budget that still holds today's figure */
  target?: number;
}

const KB = 1000;

export function budgetRows(manifest: Manifest, routes: RouteKind[], sizeOf: (file: string) => Sizes): Row[] {
  return routes.flatMap((route) => {
    const files = coldVisit(manifest, route.chunks);
    return (['JS', 'CSS'] as const).map((kind) => {
      const list = kind === 'JS' ? files.js : files.css;
      const sizes = total(list, sizeOf);
      const budget = kind === 'JS' ? route.budget.js : route.budget.css;
      const target = kind === 'JS' ? route.target?.js : undefined;
      return { route: route.name, kind, files: list, sizes, budget, over: sizes.gzip > budget * KB, ...(target === undefined ? {} : { target }) };
    });
  });
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

export function formatRows(rows: Row[]): string {
  const header = ['route kind', 'asset', 'files', 'raw kB', 'gzip kB', 'brotli kB', 'budget gzip kB', ''];
  const body = rows.map((r) => [
    r.route,
    r.kind,
    String(r.files.length),
    kb(r.sizes.raw),
    kb(r.sizes.gzip),
    kb(r.sizes.brotli),
    String(r.budget),
    r.over ? 'OVER' : 'OK',
  ]);
  const table = [header, ...body];
  const widths = header.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  // text columns left, figures right
  return table
    .map((line) => line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd())
    .join('\n');
}

export function overMessages(rows: Row[]): string[] {
  return rows
    .filter((r) => r.over)
    .map((r) => `OVER: ${r.route} ${r.kind} is ${kb(r.sizes.gzip)} kB gzip, budget ${r.budget} kB`);
}

/** Targets not reached yet: printed, never failing (the budget is what fails). */
export function targetMessages(rows: Row[]): string[] {
  return rows
    .filter((r) => r.target !== undefined && r.sizes.gzip > r.target * KB)
    .map((r) => `TARGET NOT MET: ${r.route} ${r.kind} is ${kb(r.sizes.gzip)} kB gzip, target ${r.target} kB (docs/bench.md "Bundle budget")`);
}
