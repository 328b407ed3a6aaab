/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';

// The service worker precaches the built app and answers navigations under the base path with
// the precached index.html, so the console opens offline. API calls are never cached here: the
// app keeps its data itself, per account (src/lib/offline).

declare const self: ServiceWorkerGlobalScope;

const BASE = import.meta.env.BASE_URL;
const INDEX = `${BASE}index.html`;
const OFFLINE = `${BASE}offline.html`;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  // Precached files (offline.html, icons) matched first, above; every other navigation under
  // the base path is a route of the app.
  new NavigationRoute(createHandlerBoundToURL(INDEX), { allowlist: [new RegExp(`^${BASE}`)] }),
);

// Neither network nor cache could answer a navigation: the small offline page.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    return (await matchPrecache(OFFLINE)) ?? Response.error();
  }
  return Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
