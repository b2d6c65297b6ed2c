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

export default defineConfig({
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One chunk of words per language (and per language and area), named after what it holds.
            { name: wordsChunk, test: /src[\\/]i18n[\\/]/ },
            // What every first render runs: one file compresses better than the pieces the splitter makes of it.
            { name: 'react-i18next', test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next)[\\/]/ },
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
});
