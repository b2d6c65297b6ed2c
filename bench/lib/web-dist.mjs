import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The built web app (`npm run build -w @hirebase/web`); stops with a message when it is missing. */
export function webDist() {
  const dist = resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('apps/web/dist is missing: run `npm run build -w @hirebase/web` first.');
    process.exit(1);
  }
  return dist;
}
