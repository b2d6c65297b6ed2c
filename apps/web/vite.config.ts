import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStylesPerComponent } from './mantine-styles.ts';
import { precompress } from './precompress.ts';

/**
 * src/i18n/en.ts → words-en; src/i18n/start/en.ts → words-start-en; src/i18n/areas/orders/en.ts → words-orders-en;
 * the loader itself stays put.
 */
function wordsChunk(id: string): string | null {
  const match = id.match(/src[\\/]i18n[\\/](?:areas[\\/])?(?:(\w+)[\\/])?(fr|en|es|pt|it)\.ts$/);
  if (!match) return null;
  return match[1] ? `words-${match[1]}-${match[2]}` : `words-${match[2]}`;
}

const apiTarget = process.env.HIREBASE_API_URL ?? 'http://127.0.0.1:3000';

/** The online store's server renderer: `vite build --ssr` writes it to dist-ssr/entry-server.js for the API. */
const storeServerBuild = {
  plugins: [react()],
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: '[name].js' } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? storeServerBuild : webApp));

const webApp = {
  plugins: [react(), mantineStylesPerComponent(), precompress()],
  server: {
    port: 5173,
    proxy: { '/v2': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/v2': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // the server reads which files the store's client entry became (apps/api store pages)
    manifest: true,
    rolldownOptions: {
      // the dashboard app (index.html) and the online store's own entry, hydrating server-rendered pages
      input: { main: 'index.html', store: 'src/store/entry-client.tsx' },
      output: {
        codeSplitting: {
          groups: [
            // One chunk of words per language (and per language and area), named after what it holds.
            { name: wordsChunk, test: /src[\\/]i18n[\\/]/ },
            // What every first render runs: one file compresses better than the pieces the splitter makes of it.
            // React alone: the online store's pages load it without the dashboard's i18n library.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // The whole app's router, query cache and API client, loaded together after a login page or first.
            {
              name: 'app',
              test: /node_modules[\\/](react-router|@tanstack[\\/][\w-]+|openapi-fetch)[\\/]|packages[\\/]client[\\/]src[\\/]operations\.ts$/,
            },
          ],
        },
      },
    },
  },
};
