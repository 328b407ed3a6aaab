import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetAssetsHash } from '@/lib/assets-hash';
import { deleteAllCaches, resetOfflineCacheForTests } from '@/lib/offline/offline-cache';
import { accountsStore } from '@/lib/session/accounts-store';
import { apiServer, resetApiSession } from './api-server';

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  await deleteAllCaches();
  resetOfflineCacheForTests();
  apiServer.resetHandlers();
  resetApiSession();
  localStorage.clear();
  sessionStorage.clear();
  accountsStore.reload();
  resetAssetsHash();
});

afterAll(() => apiServer.close());
