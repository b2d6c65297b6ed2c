import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderStorePage, StoreAssets } from '@hirebase/shared/store-pages';

/** The store's client entry, as the web build's manifest names it (vite.config.ts). */
const CLIENT_ENTRY = 'src/store/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/** The hashed script of the store's client entry and its style sheet's text; none without a web build. */
export function storeAssets(webDist: string | undefined): StoreAssets {
  const manifest = webDist && join(webDist, '.vite', 'manifest.json');
  if (!webDist || !manifest || !existsSync(manifest)) return { script: null, css: '' };
  const entry = (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, ManifestChunk>)[CLIENT_ENTRY];
  if (!entry) return { script: null, css: '' };
  const css = (entry.css ?? []).map((file) => readFileSync(join(webDist, file), 'utf8')).join('\n');
  return { script: `/${entry.file}`, css };
}

/** Where the server renderer is: as configured, else beside the web build (`apps/web/dist-ssr`). */
export function rendererPath(webDist: string | undefined, configured: string | undefined): string | undefined {
  if (configured) return configured;
  if (!webDist) return undefined;
  const built = join(dirname(webDist), 'dist-ssr', 'entry-server.js');
  return existsSync(built) ? built : undefined;
}

/** Loads the renderer module; undefined when there is none (the store then answers 503 with a plain page). */
export async function loadRenderer(path: string | undefined): Promise<RenderStorePage | undefined> {
  if (!path) return undefined;
  const module = (await import(pathToFileURL(path).href)) as { renderStorePage: RenderStorePage };
  return module.renderStorePage;
}
