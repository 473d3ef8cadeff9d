import { describe, expect, it } from 'vitest';
import { coldVisit, matchKeys, staticClosure, total, type Manifest, type Sizes } from './manifest';
import { budgetRows, formatRows, overMessages, targetMessages } from './report';
import type { RouteKind } from './routes';

/** A small build: an entry with a shared vendor chunk, two lazy pages, a page-level lazy chunk, per-locale messages. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-v.js'],
    dynamicImports: ['src/pages/Login.tsx', 'src/pages/Step.tsx'],
    css: ['assets/index-a.css'],
  },
  '_vendor-v.js': { file: 'assets/vendor-v.js' },
  '_form-f.js': { file: 'assets/form-f.js', imports: ['_vendor-v.js'], css: ['assets/form-f.css'] },
  'src/pages/Login.tsx': { file: 'assets/Login-l.js', isDynamicEntry: true, imports: ['_vendor-v.js'] },
  'src/pages/Step.tsx': {
    file: 'assets/Step-s.js',
    isDynamicEntry: true,
    imports: ['_form-f.js', '_vendor-v.js'],
    dynamicImports: ['src/Quote.tsx'],
    css: ['assets/form-f.css'],
  },
  'src/Quote.tsx': { file: 'assets/Quote-q.js', isDynamicEntry: true, imports: ['src/pages/Step.tsx'] },
  'messages/en-CA.json': { file: 'assets/en-CA-m.js', isDynamicEntry: true },
  'messages/fr-CA.json': { file: 'assets/fr-CA-m.js', isDynamicEntry: true },
};

/** sizes by file: raw 1000 bytes, gzip 300, brotli 250 — except the vendor chunk, ten times bigger */
const sizeOf = (file: string): Sizes => (file.includes('vendor') ? { raw: 10_000, gzip: 3000, brotli: 2500 } : { raw: 1000, gzip: 300, brotli: 250 });

describe('following the manifest', () => {
  it('a cold visit is the entry, the route chunk and their static imports, each once; not their lazy imports', () => {
    expect(coldVisit(MANIFEST, ['src/pages/Step.tsx'])).toEqual({
      js: ['assets/index-a.js', 'assets/vendor-v.js', 'assets/Step-s.js', 'assets/form-f.js'],
      css: ['assets/index-a.css', 'assets/form-f.css'],
    });
  });

  it('a lazy chunk the first render needs is one more pattern; an import cycle back to the page is harmless', () => {
    expect(coldVisit(MANIFEST, ['src/pages/Step.tsx', 'src/Quote.tsx']).js).toEqual([
      'assets/index-a.js',
      'assets/vendor-v.js',
      'assets/Step-s.js',
      'assets/form-f.js',
      'assets/Quote-q.js',
    ]);
  });

  it('a pattern names chunks by key; one locale only when the pattern says so', () => {
    expect(matchKeys(MANIFEST, /messages\/en-CA/)).toEqual(['messages/en-CA.json']);
    expect(matchKeys(MANIFEST, /messages\//)).toEqual(['messages/en-CA.json', 'messages/fr-CA.json']);
  });

  it('a pattern that names nothing is an error, so a renamed page cannot drop out of its budget', () => {
    expect(() => coldVisit(MANIFEST, ['src/pages/Renamed.tsx'])).toThrow(/src\/pages\/Renamed\.tsx/);
    expect(() => coldVisit(MANIFEST, [/nothing/])).toThrow(/\/nothing\//);
  });

  it('an import the manifest does not describe is an error, not a silent zero', () => {
    expect(() => staticClosure({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } }, ['index.html'])).toThrow(/_gone\.js/);
  });

  it('totals add raw, gzip and brotli sizes', () => {
    expect(total(['assets/vendor-v.js', 'assets/Step-s.js'], sizeOf)).toEqual({ raw: 11_000, gzip: 3300, brotli: 2750 });
    expect(total([], sizeOf)).toEqual({ raw: 0, gzip: 0, brotli: 0 });
  });
});

describe('budgets', () => {
  const routes: RouteKind[] = [
    { name: 'login', example: '/login', chunks: ['src/pages/Login.tsx'], budget: { js: 5, css: 1 } },
    { name: 'step page', example: '/step', chunks: ['src/pages/Step.tsx', /messages\/en-CA/], budget: { js: 4, css: 1 } },
  ];

  it('a JS and a CSS row per route kind, over when gzip exceeds the budget in kB of 1000 bytes', () => {
    const rows = budgetRows(MANIFEST, routes, sizeOf);
    expect(rows.map((r) => [r.route, r.kind, r.sizes.gzip, r.budget, r.over])).toEqual([
      ['login', 'JS', 3600, 5, false],
      ['login', 'CSS', 300, 1, false],
      ['step page', 'JS', 4200, 4, true],
      ['step page', 'CSS', 600, 1, false],
    ]);
    expect(overMessages(rows)).toEqual(['OVER: step page JS is 4.2 kB gzip, budget 4 kB']);
  });

  it('a target below the budget is reported while missed, without making the row over', () => {
    const rows = budgetRows(MANIFEST, [{ ...routes[1]!, budget: { js: 5, css: 1 }, target: { js: 4 } }], sizeOf);
    expect(rows.map((r) => r.over)).toEqual([false, false]);
    expect(overMessages(rows)).toEqual([]);
    expect(targetMessages(rows)).toEqual(['TARGET NOT MET: step page JS is 4.2 kB gzip, target 4 kB (docs/bench.md "Bundle budget")']);
    expect(targetMessages(budgetRows(MANIFEST, [{ ...routes[1]!, budget: { js: 5, css: 1 }, target: { js: 4.2 } }], sizeOf))).toEqual([]);
  });

  it('exactly at the budget is within it', () => {
    const rows = budgetRows(MANIFEST, [{ ...routes[1]!, budget: { js: 4.2, css: 0.6 } }], sizeOf);
    expect(rows.every((r) => !r.over)).toBe(true);
  });

  it('prints one aligned line per row with raw, gzip, brotli, budget and the verdict', () => {
    const lines = formatRows(budgetRows(MANIFEST, routes, sizeOf)).split('\n');
    expect(lines[0]).toMatch(/^route kind\s+asset\s+files\s+raw kB\s+gzip kB\s+brotli kB\s+budget gzip kB$/);
    expect(lines[3]!.split(/\s{2,}/)).toEqual(['step page', 'JS', '5', '14.0', '4.2', '3.5', '4', 'OVER']);
    expect(lines[1]!.endsWith('OK')).toBe(true);
    // columns aligned: figures right-aligned, so every row has the same length
    expect(new Set(lines.slice(1).map((line) => line.length)).size).toBe(1);
  });
});
