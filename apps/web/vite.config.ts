import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.HIREBASE_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});
