/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In development the reference server (or a real backend, API_TARGET) answers the XHR calls;
// navigations stay with Vite so the same URL can serve HTML and JSON, as in production.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:5000';

/**
 * Large optional assets: not precached (the precache stays under 2.3 MB and the first visit is
 * offline-ready fast), but cached by the service worker when first used or warmed after sign-in
 * (decision 017): the ZPL renderer's worker (~9.4 MB of inlined WASM), recharts, the pickup
 * points map (Leaflet and the country outlines, decision 039) and the carrier documentation's
 * rich-text editor (tiptap and ProseMirror: the chunk of rich-info-editor.tsx, decision 045).
 */
const RUNTIME_ASSETS = [
  /^assets\/zpl\.worker-[\w-]+\.js$/,
  // Bulk label printing's merge worker: pdf-lib, ~420 KB (decision 049).
  /^assets\/label-merge\.worker-[\w-]+\.js$/,
  /^assets\/charts-module-[\w-]+\.js$/,
  /^assets\/map-module-[\w-]+\.js$/,
  // Its styles too: they are only ever loaded with it.
  /^assets\/rich-info-editor-[\w-]+\.(?:js|css)$/,
];
/**
 * Chunks that keep their name: the first load's (the codeSplitting groups tagged $initial, and
 * the runtime) and the runtime assets that RUNTIME_ASSETS finds by name.
 */
const NAMED_CHUNKS = new Set([
  'react',
  'vendor',
  'app',
  'rolldown-runtime',
  'charts-module',
  'map-module',
  // Not a codeSplitting group: a group also takes the modules its own import (Mantine's popover,
  // floating-ui), which other screens then load from it. The editor's dynamic import makes the
  // chunk of what only it uses (decision 045).
  'rich-info-editor',
]);

const HEAVY =
  /node_modules[\\/](recharts|@mantine[\\/](charts|dates)|d3-|victory|dayjs|dexie|zpl-renderer-js|@tanstack[\\/](react-virtual|virtual-core)|lodash|es-toolkit|immer|reselect|redux|@reduxjs)/;
const isRuntimeAsset = (file: string) => RUNTIME_ASSETS.some((pattern) => pattern.test(file));

/**
 * The screen tests that replace a module with `vi.mock`: they run isolated (a module registry of
 * their own), since a module another file loaded first would keep its real imports. The other
 * screen tests share one registry per worker (decision 041), which spares each file loading the
 * app, Mantine and the reference server again: a third of the suite's time.
 */
const MOCKING_SCREEN_TESTS = (readdirSync('test', { recursive: true }) as string[])
  .map((file) => `test/${file.replaceAll('\\', '/')}`)
  .filter(
    (file) => /(\.test\.tsx|\.browser\.test\.ts)$/.test(file) && !file.startsWith('test/e2e/'),
  )
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

/** Hands the built names of the runtime assets to the service worker's build (`define`). */
function runtimeAssets(): { collect: Plugin; inject: Plugin } {
  let files: string[] = [];
  return {
    collect: {
      name: 'runtime-assets:collect',
      apply: 'build',
      writeBundle(_options, bundle) {
        files = Object.keys(bundle).filter(isRuntimeAsset);
      },
    },
    // The worker is built after the app (vite-plugin-pwa's closeBundle), so `files` is known.
    inject: {
      name: 'runtime-assets:inject',
      config: () => ({ define: { __RUNTIME_ASSETS__: JSON.stringify(files) } }),
    },
  };
}
const runtime = runtimeAssets();

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
        // The sign-in page is the app's front door: its screen is part of the first load instead
        // of a lazy chunk with a dozen small shared chunks behind it (decision 017).
        splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined),
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    react(),
    runtime.collect,
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
        // Nothing is left out silently for its size: the runtime assets are left out by name, and
        // test/e2e/first-visit.spec.ts keeps the whole precache under 2.3 MB (decision 017).
        maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !isRuntimeAsset(entry.url)),
            warnings: [],
          }),
        ],
        buildPlugins: { vite: [runtime.inject] },
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
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // qs's portable side-channel is a tenth of the sign-in page; Map and WeakMap do (decision 017).
      {
        find: /^side-channel$/,
        replacement: fileURLToPath(new URL('./src/lib/qs-side-channel.cjs', import.meta.url)),
      },
    ],
  },
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
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: the first load lists every lazy chunk it
        // may preload (the router's split routes), so each name there is paid for on the
        // sign-in page; a new screen then costs it a few bytes, not a few dozen (decision 027).
        // The first load's own chunks and the runtime assets keep their names. Source maps
        // still name every module.
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 30,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            {
              // The pickup points map's libraries and outlines: one runtime asset (RUNTIME_ASSETS).
              name: 'map-module',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet|world-atlas|topojson-client)[\\/]/,
              priority: 15,
            },
            {
              name: 'app',
              test: (id) => !/[\\/]src[\\/]main\.tsx$|index\.html$/.test(id),
              tags: ['$initial'],
              priority: 10,
            },
            {
              // The full router (decision 042): the route tree, every route file's unsplit options
              // and the signed-in wiring, loaded together with the first signed-in account instead
              // of a dozen 1 KB chunks that a route file's split screen shares with the tree.
              name: 'signed-in',
              test: /[\\/]src[\\/](routeTree\.gen\.ts|routes[\\/][^?]+|app[\\/](signed-in|router|account-data|route-search)\.tsx?)$/,
              priority: 9,
            },
            {
              // The routes' search declarations (decision 036) load together after sign-in: one
              // request, not one per screen's search file.
              name: 'route-searches',
              test: /[\\/]src[\\/](app[\\/]route-searches|features[\\/][^\\/]+[\\/][^\\/]*-search|lib[\\/](list-filters|list-search|record-route))\.ts$/,
              priority: 8,
            },
            {
              name: 'screens-vendor',
              test: (id) => /node_modules[\\/]/.test(id) && !HEAVY.test(id),
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  // Module workers (the ZPL renderer, src/components/file-viewer/zpl.worker.ts).
  worker: { format: 'es' },
  test: {
    // Vitest's default is one worker less than the cores: one worker on this 2-core machine.
    // Two halve the suite's time here (7.1 to 4.3 min, decision 020); more cores, more workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    environmentOptions: { happyDOM: { url: 'http://localhost/admin/' } },
    env: { BASE_URL: '/admin/' },
    // A last guard, never a pass mark (decision 054): far above the slowest test measured while
    // another job kept both cores busy. Waits in tests are for states, not times.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    css: false,
    // Where each test is cheapest (decision 020): the reference server's tests in Node, as the
    // server runs (real cookies, no DOM); the console's pure rules (`*.test.ts`) in Node too,
    // without the app's setup (MSW, a seeded server, IndexedDB); screens (`*.test.tsx`) and what
    // needs browser storage (`*.browser.test.ts`) in happy-dom with MSW over the same server.
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          setupFiles: ['./test/support/node-setup.ts'],
          // One registry per worker (decision 041): each file builds its own server and dataset.
          isolate: false,
          include: ['test/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          setupFiles: ['./test/support/node-setup.ts'],
          // Pure rules: one registry per worker spares each file loading its modules again.
          isolate: false,
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/e2e/**',
            'test/server/**',
            'test/**/*.browser.test.ts',
            'node_modules/**',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          setupFiles: ['./test/support/setup.ts'],
          include: ['test/**/*.test.tsx', 'test/**/*.browser.test.ts'],
          exclude: ['test/e2e/**', 'test/server/**', 'node_modules/**', ...MOCKING_SCREEN_TESTS],
          // Shared modules: test/support/setup.ts resets what a file leaves behind (decision 041).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-mocking',
          environment: 'happy-dom',
          setupFiles: ['./test/support/setup.ts'],
          include: MOCKING_SCREEN_TESTS,
        },
      },
    ],
  },
});
