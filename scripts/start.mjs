#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or stale, then runs the API server
// (apps/api/src/server.ts, TypeScript through tsx), which serves the web build on the same port.
//
// The server runs in its own process group, so a Ctrl-C in the terminal (or a signal sent to this
// script's whole group) reaches it exactly once: through this script. The server then stops the
// embedded PostgreSQL itself. If this script dies without forwarding a signal (SIGKILL), the
// server notices that its IPC channel closed and shuts down as if it had received SIGTERM.
// This script supervises the server (scripts/supervisor.mjs): a server that dies unexpectedly (out of
// memory, a crash) is started again, once what it left in its group (the embedded PostgreSQL) is stopped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_NODE_OPTIONS } from './server-node-options.mjs';
import { withDevMailboxDefault } from './start-env.mjs';
import { supervise } from './supervisor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const webDist = join(webDir, 'dist');
const callerDir = process.env.INIT_CWD ?? process.cwd();

/** Newest modification time (ms) of the files under `path` (a file or a folder); 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function webBuildInputs() {
  const packages = join(root, 'packages');
  const packageSources = existsSync(packages)
    ? readdirSync(packages, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(packages, entry.name, 'src'))
    : [];
  const viteConfigs = readdirSync(webDir).filter((name) => name.startsWith('vite.config.'));
  return [
    join(webDir, 'src'),
    join(webDir, 'index.html'),
    join(webDir, 'public'),
    ...viteConfigs.map((name) => join(webDir, name)),
    ...packageSources,
  ];
}

function buildWebIfStale() {
  const hasViteConfig = existsSync(webDir) && readdirSync(webDir).some((name) => name.startsWith('vite.config.'));
  if (!hasViteConfig) {
    console.warn('[start] apps/web has no vite.config yet: skipping the web build; the server serves the API only.');
    return;
  }
  // the app and the online store's server renderer: a build missing either is stale
  const builtAt = Math.min(
    newestMtime(join(webDist, 'index.html')),
    newestMtime(join(webDir, 'dist-ssr', 'entry-server.js')),
  );
  const changedAt = Math.max(...webBuildInputs().map(newestMtime));
  if (builtAt > 0 && builtAt >= changedAt) return;
  console.log(builtAt ? '[start] Web sources changed: rebuilding apps/web…' : '[start] Building apps/web…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@hirebase/web'], { cwd: root, stdio: 'inherit' });
  if (build.error) throw build.error;
  if (build.status !== 0) {
    console.error('[start] The web build failed (see above).');
    process.exit(build.status ?? 1);
  }
}

function absolute(path) {
  return isAbsolute(path) ? path : resolve(callerDir, path);
}

const env = withDevMailboxDefault({ ...process.env });
if (env.WEB_DIST) {
  // an explicit WEB_DIST is someone else's build: serve it as it is
  env.WEB_DIST = absolute(env.WEB_DIST);
} else {
  buildWebIfStale();
  env.WEB_DIST = webDist;
}
// the server runs from the repository root; relative paths given by the caller stay relative to the caller
if (env.DATA_DIR) env.DATA_DIR = absolute(env.DATA_DIR);

const exitWithParent = pathToFileURL(join(root, 'scripts/exit-with-parent.mjs')).href;
const startServer = () =>
  spawn(
    process.execPath,
    [...SERVER_NODE_OPTIONS, '--import', 'tsx', '--import', exitWithParent, join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: process.platform !== 'win32',
    },
  );

const supervisor = supervise(startServer);
const forward = (signal) => {
  // the server handles SIGINT and SIGTERM (closing the database first); anything else becomes SIGTERM
  if (!supervisor.stop(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM')) {
    console.error(`[start] Still stopping the server (pid ${supervisor.child.pid})…`);
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
process.exit(await supervisor.done);
