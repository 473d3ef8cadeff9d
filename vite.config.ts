import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PREACT_RUNTIME } from './tools/preact-runtime.ts';
import { precompress } from './tools/precompress.ts';
import { precompiledMessages } from './tools/vite-messages.ts';

// The applicant app. Storybook, back-office and PDF code are kept out of this bundle (docs/architecture.md "Speed rules").
// The manifest (dist/.vite/manifest.json) lets tools/bundle-budget.ts follow each route's chunks;
// precompress() writes the .br/.gz files the server sends (docs/server.md "Browser app").
export default defineConfig(({ command }) => ({
  plugins: [react(), precompiledMessages(), precompress()],
  resolve: {
    alias: [
      // messages arrive precompiled (tools/vite-messages.ts): react-intl needs no ICU parser in the bundle
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // RJSF's markdown renderer is never reached by our templates (widgets/theme/markdown-to-jsx-stub.tsx)
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('widgets/theme/markdown-to-jsx-stub.tsx', import.meta.url)) },
      // RJSF's $ref resolution needs no URI library: compiled layouts have no $ref (widgets/theme/fast-uri-stub.ts)
      { find: /^fast-uri$/, replacement: fileURLToPath(new URL('widgets/theme/fast-uri-stub.ts', import.meta.url)) },
      // RJSF's deepEquals needs only a structural comparison (widgets/theme/fast-equals-stub.ts)
      { find: /^fast-equals$/, replacement: fileURLToPath(new URL('widgets/theme/fast-equals-stub.ts', import.meta.url)) },
      // the built app runs on Preact; `vite` (dev) keeps React for its fast refresh
      ...(command === 'build' ? PREACT_RUNTIME : []),
    ],
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900, manifest: true },
  server: { proxy: { '/smb': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
}));
