import type { Alias } from 'vite';

/**
 * The browser build runs React's API on Preact (preact/compat): the same components, hooks, lazy,
 * Suspense and `use`, for about 55 kB gzip less on every page (docs/architecture.md "Speed rules",
 * docs/bench.md "Bundle budget"). Tests in jsdom and Storybook keep React itself; the end-to-end
 * tests and the benchmarks run the built app, so they prove the Preact build.
 */
export const PREACT_RUNTIME: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The module names PREACT_RUNTIME replaces (Storybook leaves them to React). */
export const REACT_MODULES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];
