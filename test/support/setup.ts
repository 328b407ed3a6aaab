// First: DOMPurify keeps the DOM methods it finds (happy-dom-dompurify.ts, decision 045).
import './happy-dom-dompurify';
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadNotificationsView } from '@/app/notifications-host';
import { loadRouteSearches } from '@/app/route-search';
import { resetAssetsHash } from '@/lib/assets-hash';
import { deleteAllCaches, resetOfflineCacheForTests } from '@/lib/offline/offline-cache';
import { accountsStore } from '@/lib/session/accounts-store';
import { apiServer, resetApiSession } from './api-server';

type HappyWindow = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };

// findBy and waitFor wait for what a user would see; how long that takes is the machine's, so
// their limit is a last guard far above the slowest wait measured under load (decision 054).
configure({ asyncUtilTimeout: 60_000 });

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
// The screen tests share their modules within a worker (decision 041): each file starts from the
// seeded dataset, whatever the file before it wrote.
beforeAll(() => resetApiSession({ fresh: true }));
// The toast host loads with the first toast (decision 017), at once from the precache in the
// app; here loading it would outlast findBy's wait.
beforeAll(() => loadNotificationsView());
// The routes' search declarations load with the signed-in frame in the app (decision 036).
beforeAll(() => loadRouteSearches());

afterEach(async () => {
  cleanup();
  // What outlives a render: toasts in Mantine's store, and nodes portalled outside the container.
  notifications.clean();
  document.body.replaceChildren();
  // The window outlives the file too: its default size (media queries pick cards or tables by
  // it) and the network state a test may have switched off.
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1024, height: 768 });
  onlineManager.setOnline(true);
  await deleteAllCaches();
  resetOfflineCacheForTests();
  apiServer.resetHandlers();
  resetApiSession();
  localStorage.clear();
  sessionStorage.clear();
  accountsStore.reload();
  resetAssetsHash();
});

afterAll(() => {
  apiServer.close();
  // The next file in this worker starts with the real globals, timers and methods.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
