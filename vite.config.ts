import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The applicant app. Storybook, back-office and PDF code are kept out of this bundle (docs/architecture.md "Speed rules").
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
  server: { proxy: { '/smb': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
});
