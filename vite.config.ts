/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In development the reference server (or a real backend, API_TARGET) answers the XHR calls;
// navigations stay with Vite so the same URL can serve HTML and JSON, as in production.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:5000';

export default defineConfig({
  base: '/admin/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // A loader travels with its screen: its queries, offline copies and files helpers stay out
      // of the sign-in page's first load (decision 006).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The app registers the worker itself (src/app/service-worker.ts, workbox-window).
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Source maps stay on the server; they are not needed offline.
        globIgnores: ['**/*.map'],
        // The ZPL renderer's worker chunk (~9.4 MB of inlined WASM) is precached too, so labels
        // render offline; Workbox's 2 MiB default would silently leave it out.
        maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
      },
      includeAssets: ['favicon.svg', 'offline.html', 'apple-touch-icon-180x180.png'],
      // Off in `npm run dev` unless asked for: VITE_SW_DEV=1 npm run dev.
      devOptions: { enabled: process.env.VITE_SW_DEV === '1', type: 'module' },
      manifest: {
        id: '/admin/',
        name: 'Shipping API Admin',
        short_name: 'Ship Admin',
        description: 'Admin console for the shipping and carrier-integration API',
        start_url: '/admin/',
        scope: '/admin/',
        display: 'standalone',
        theme_color: '#1864ab',
        background_color: '#ffffff',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  define: {
    // Ties the persisted query cache to this build (src/lib/offline).
    __APP_BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
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
  // Module workers (the ZPL renderer, src/components/file-viewer/zpl.worker.ts).
  worker: { format: 'es' },
  test: {
    environmentOptions: { happyDOM: { url: 'http://localhost/admin/' } },
    env: { BASE_URL: '/admin/' },
    testTimeout: 15000,
    css: false,
    // The reference server's tests run in Node, as the server does (real cookies, no DOM);
    // the console's run in happy-dom with MSW over the same server.
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          setupFiles: ['./test/support/setup.ts'],
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/server/**', 'node_modules/**'],
        },
      },
    ],
  },
});
