import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // happy-dom starts about three times faster than jsdom, once per test file; tests of plain logic run in Node
    // (`// @vitest-environment node` at their top) and set up no document at all.
    environment: 'happy-dom',
    // a worker thread per test file costs less to start than a child process
    pool: 'threads',
    // every core: screen tests wait on no database, so a second thread nearly halves the run (decisions)
    maxWorkers: '100%',
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
  },
});
