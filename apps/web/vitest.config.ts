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
    // Screen test files each start in a fresh worker (they mock modules, so they cannot share one) and loaded
    // Mantine, React and the rest again from their hundreds of files; bundled once per run, a file loads a few
    // (decision 234). Every library and entry point the screens import is listed: one left out would load a second
    // React, or dayjs's month names into a dayjs that the date pickers do not read.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mantine/core',
            '@mantine/dates',
            '@mantine/form',
            '@mantine/hooks',
            '@mantine/notifications',
            '@tanstack/react-query',
            '@testing-library/dom',
            '@testing-library/react',
            '@testing-library/user-event',
            'dayjs',
            'dayjs/locale/es',
            'dayjs/locale/fr',
            'dayjs/locale/it',
            'dayjs/locale/pt',
            'i18next',
            'jsqr',
            'react',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'react-dom',
            'react-dom/client',
            'react-i18next',
            'react-router',
          ],
        },
      },
    },
    testTimeout: 15000,
  },
});
