/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

// In development the reference server (or a real backend, API_TARGET) answers the XHR calls;
// navigations stay with Vite so the same URL can serve HTML and JSON, as in production.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:5000';

export default defineConfig({
  base: '/admin/',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/admin': {
        target: apiTarget,
        changeOrigin: true,
        bypass: (req) =>
          req.headers['x-requested-with'] === 'XMLHttpRequest' ? undefined : req.url,
      },
    },
  },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost/admin/' } },
    setupFiles: ['./test/support/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    env: { BASE_URL: '/admin/' },
    testTimeout: 15000,
    css: false,
  },
});
