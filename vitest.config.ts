import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure/server code in node, React in jsdom, and browser end-to-end
// tests (real Chromium against the real server) run one file at a time, after the others.
export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default in a run is one worker fewer than the cores: one worker on CI's two cores;
    // the test files mostly wait on sockets and their databases, so two share the cores well
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['adapters/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/setup-messages.ts', 'tests/setup-node.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['widgets/**/*.test.tsx', 'src/**/*.test.tsx', 'widgets/**/*.test.ts', 'src/**/*.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
