import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Test files share one module graph per worker: loading the app's ~400 modules again for each file cost more
    // than all the tests together. Each file still gets its own app, database and clock (test/app.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
