import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The platform under test: the real server (API + built web app) on its own port, with an embedded
// PostgreSQL whose data lives in a temporary folder that is wiped before each run.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), `hirebase-e2e-${port}`);

// This file is also loaded by every test worker; only the runner (which starts the server) wipes the data.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 90_000,
  // Two browsers, the API and PostgreSQL share two cores: a page may take more than the default 5 s to settle.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // an action that waits longer is stuck: it fails where it waits instead of using up the whole test's time
    actionTimeout: 45_000,
    browserName: 'chromium',
    // a failed test keeps its trace: actions, DOM snapshots, network and console. Not the screencast: encoding its
    // frames for every test, passing ones included, took CPU from the browsers and the server on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Debian's chromium, never a downloaded browser
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // the root `test:e2e` script builds the web app first; start.mjs serves that build
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/v2/health/ping`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // start.mjs forwards the signal once; the server then stops PostgreSQL before exiting
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
    },
  },
});
