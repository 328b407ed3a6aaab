/// <reference lib="webworker" />
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// The service worker precaches the app's shell and route chunks and answers navigations under
// the base path with the precached index.html, so the console opens offline. Large optional
// assets (the ZPL renderer, the charts library, the pickup points map, the rich-text editor) are
// not precached: they go to a runtime cache when first used or when the page asks for them to be
// warmed (decision 017; the list is vite.config.ts's RUNTIME_ASSETS). API calls are
// never cached here: the app keeps its data itself, per account (src/lib/offline).

declare const self: ServiceWorkerGlobalScope;
/** Build-time list of the large optional assets (vite.config.ts, runtimeAssets()). */
declare const __RUNTIME_ASSETS__: string[];

const BASE = import.meta.env.BASE_URL;
const INDEX = `${BASE}index.html`;
const OFFLINE = `${BASE}offline.html`;
const RUNTIME_CACHE = 'runtime-assets';
// Files fetched at once while installing (a browser's connections per host): Workbox fetches one
// at a time, which made a first visit wait 2-4 s for offline readiness (decision 017).
const INSTALL_CONCURRENCY = 6;

const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);

// Not defined when `VITE_SW_DEV=1 npm run dev` serves this file through the dev server.
const runtimeFiles = typeof __RUNTIME_ASSETS__ === 'undefined' ? [] : __RUNTIME_ASSETS__;
const runtimeUrls = new Set(runtimeFiles.map((file) => new URL(file, self.location.href).href));
const runtimeAssets = new CacheFirst({ cacheName: RUNTIME_CACHE });

/** Revisioned entries (index.html, offline.html) bypass the HTTP cache, as Workbox does. */
const revisioned = new Set(
  manifest
    .filter((entry) => typeof entry !== 'string' && entry.revision)
    .map(
      (entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href,
    ),
);

async function installPrecache(event: ExtendableEvent): Promise<void> {
  const pending = [...precache.getURLsToCacheKeys()];
  const next = async () => {
    for (let item = pending.shift(); item; item = pending.shift()) {
      const [url, cacheKey] = item;
      const request = new Request(url, {
        cache: revisioned.has(url) ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, next));
}

/** Fetches the optional assets this version has not stored yet; drops other versions' ones. */
async function warmRuntimeCache(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHE);
  for (const url of runtimeUrls) {
    if (await cache.match(url)) continue;
    await runtimeAssets.handle({ request: new Request(url), event }).catch(() => undefined);
  }
}

async function dropOtherVersions(): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHE);
  const stored = await cache.keys();
  await Promise.all(
    stored
      .filter((request) => !runtimeUrls.has(request.url))
      .map((request) => cache.delete(request)),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(installPrecache(event));
});

self.addEventListener('activate', (event) => {
  void precache.activate(event);
  event.waitUntil(Promise.all([self.clients.claim(), dropOtherVersions()]));
});

cleanupOutdatedCaches();
registerRoute(new PrecacheRoute(precache));
registerRoute(({ url }) => runtimeUrls.has(url.href), runtimeAssets);
registerRoute(
  // Precached files (offline.html, icons) matched first, above; every other navigation under
  // the base path is a route of the app.
  new NavigationRoute(precache.createHandlerBoundToURL(INDEX), {
    allowlist: [new RegExp(`^${BASE}`)],
  }),
);

// Neither network nor cache could answer a navigation: the small offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    return (await precache.matchPrecache(OFFLINE)) ?? Response.error();
  }
  return Response.error();
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The page asks once it is idle with an account signed in (src/app/service-worker.ts).
  if (type === 'WARM_RUNTIME_CACHE') event.waitUntil(warmRuntimeCache(event));
});
