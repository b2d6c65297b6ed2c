/**
 * Writes the API's OpenAPI document to apps/api/openapi.json (committed; the client is generated from it).
 * `--check` only compares and exits 1 when the committed file is stale.
 * The app is built over a pool that never connects: building the app runs no query.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/pool.ts';

const OUTPUT = new URL('../openapi.json', import.meta.url);

type Json = Record<string, unknown>;

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
const sortedKeys = (value: unknown): Json => Object.fromEntries(Object.entries((value ?? {}) as Json).sort(byKey));
/** Sorts a map and each map inside it (paths → methods, components → names); schemas keep their own order. */
const sortedTwoLevels = (value: unknown): Json =>
  Object.fromEntries(Object.entries(sortedKeys(value)).map(([key, inner]) => [key, sortedKeys(inner)]));

/** Fixed top-level order, sorted paths and components: the file does not depend on the order routes register in. */
function stableDocument({ openapi, info, paths, components, servers: _servers, ...rest }: Json): Json {
  // `servers` describes where an instance runs, not the API: it stays out of the committed document.
  return { openapi, info, ...sortedKeys(rest), paths: sortedTwoLevels(paths), components: sortedTwoLevels(components) };
}

async function renderOpenapi(): Promise<string> {
  const handle = openDatabase('postgres://unused@127.0.0.1:1/none', 1);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: '0' }), db: handle.db });
  try {
    return `${JSON.stringify(stableDocument(app.swagger() as Json), null, 2)}\n`;
  } finally {
    await app.close();
    await handle.close();
  }
}

const rendered = await renderOpenapi();
if (process.argv.includes('--check')) {
  const current = await readFile(OUTPUT, 'utf8').catch(() => '');
  if (current !== rendered) {
    console.error('apps/api/openapi.json is stale: run npm run openapi');
    process.exit(1);
  }
  console.log('apps/api/openapi.json is up to date');
} else {
  await writeFile(OUTPUT, rendered);
  console.log('wrote apps/api/openapi.json');
}
