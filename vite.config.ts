import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './tools/precompress.ts';

// The applicant app. Storybook, back-office and PDF code are kept out of this bundle (docs/architecture.md "Speed rules").
// The manifest (dist/.vite/manifest.json) lets tools/bundle-budget.ts follow each route's chunks;
// precompress() writes the .br/.gz files the server sends (docs/server.md "Browser app").
export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900, manifest: true },
  server: { proxy: { '/smb': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
});
