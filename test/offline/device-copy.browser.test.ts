import { hashKey, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { ApiError } from '@/lib/api/api-error';
import { isDeviceCopied } from '@/lib/offline/device-copy';
import { deleteAllCaches } from '@/lib/offline/offline-cache';
import { getItem, setItem } from '@/lib/offline/query-store';
import { everythingStored, storedQueryHashes, waitForDeviceCopy } from '../support/device-copies';

// Offline by construction (decision 018): every GET query of a signed-in account keeps its last
// answer on the device and gets it back offline, with its own age; online, the network decides.

const account = { id: 7 };
const networkDown = () => new ApiError({ kind: 'network' }, 'default');
const serverError = () =>
  new ApiError(
    { kind: 'http', status: 500, statusText: 'Internal Server Error', body: {} },
    'default',
  );

function client(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, refetchInterval: false },
  });
  return queryClient;
}

const things = ['user-7', 'things', { page: 1 }] as const;

async function fetchedOnline(queryKey: readonly unknown[] = things, data: unknown = { n: 1 }) {
  const first = client();
  // The answer is fixed per key here: it does not depend on anything outside the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  await first.fetchQuery({ queryKey, queryFn: () => data });
  await waitForDeviceCopy(account, String(queryKey[1]));
  return first.getQueryState(queryKey)!.dataUpdatedAt;
}

beforeEach(() => onlineManager.setOnline(true));
afterEach(async () => {
  onlineManager.setOnline(true);
  await deleteAllCaches();
});

describe('the last answer of every query', () => {
  it('is kept, and offline a new page gets it back with the time it was fetched', async () => {
    const fetchedAt = await fetchedOnline();
    await new Promise((resolve) => setTimeout(resolve, 5));
    onlineManager.setOnline(false);
    const later = client();
    const data = await later.fetchQuery({
      queryKey: things,
      queryFn: () => Promise.reject(networkDown()),
    });
    expect(data).toEqual({ n: 1 });
    // The copy's own time, set once the query holds it: the banner's age is true.
    await expect.poll(() => later.getQueryState(things)?.dataUpdatedAt).toBe(fetchedAt);
    expect(later.getQueryState(things)?.status).toBe('success');
  });

  it('online, a failure stays a failure: a server error is never hidden behind a copy', async () => {
    await fetchedOnline();
    const later = client();
    await expect(
      later.fetchQuery({ queryKey: things, queryFn: () => Promise.reject(serverError()) }),
    ).rejects.toThrow();
    // Online with the network failing (no 'offline' event): still the error, not the copy.
    await expect(
      later.fetchQuery({ queryKey: things, queryFn: () => Promise.reject(networkDown()) }),
    ).rejects.toThrow();
  });

  it('offline, a server error is not turned into the copy either', async () => {
    await fetchedOnline();
    onlineManager.setOnline(false);
    await expect(
      client().fetchQuery({ queryKey: things, queryFn: () => Promise.reject(serverError()) }),
    ).rejects.toThrow();
  });

  it('offline with nothing stored, the network failure is the answer', async () => {
    onlineManager.setOnline(false);
    await expect(
      client().fetchQuery({ queryKey: things, queryFn: () => Promise.reject(networkDown()) }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('offline, data already on screen stays there with its age instead of an error', async () => {
    const queryClient = client();
    await queryClient.fetchQuery({ queryKey: things, queryFn: () => ({ n: 1 }) });
    const shownAt = queryClient.getQueryState(things)!.dataUpdatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    onlineManager.setOnline(false);
    await queryClient.fetchQuery({
      queryKey: things,
      queryFn: () => Promise.reject(networkDown()),
      staleTime: 0,
    });
    await expect.poll(() => queryClient.getQueryState(things)?.dataUpdatedAt).toBe(shownAt);
    expect(queryClient.getQueryState(things)).toMatchObject({ status: 'success', error: null });
  });

  it('is kept per account, under the account that asked', async () => {
    await fetchedOnline();
    const other = client();
    await other.fetchQuery({ queryKey: ['user-8', 'things'], queryFn: () => ({ n: 8 }) });
    await waitForDeviceCopy({ id: 8 }, 'things');
    expect(await storedQueryHashes(account)).toEqual([hashKey(things)]);
    expect(await storedQueryHashes({ id: 8 })).toEqual([hashKey(['user-8', 'things'])]);
  });

  it('is not served when another build stored it', async () => {
    const key = `query-${hashKey(things)}`;
    await setItem(key, {
      buster: 'an-older-build',
      queryKey: things,
      queryHash: hashKey(things),
      state: { data: { n: 'old shape' }, dataUpdatedAt: Date.now() },
    });
    onlineManager.setOnline(false);
    await expect(
      client().fetchQuery({ queryKey: things, queryFn: () => Promise.reject(networkDown()) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await getItem(key)).toBeNull();
  });
});

describe('what is never stored', () => {
  it('a query that carries a secret is never written to any device storage', async () => {
    const secret = 'sk_live_DO-NOT-STORE-4242';
    const queryClient = client();
    await queryClient.fetchQuery({
      queryKey: ['user-7', 'services', 'credentials', 3],
      queryFn: () => ({ apiKey: secret }),
      meta: { secret: true },
    });
    // Something else is stored after it, so the writes have run.
    await fetchedOnline(['user-7', 'after'], { n: 2 });
    expect(await storedQueryHashes(account)).toEqual([hashKey(['user-7', 'after'])]);
    expect(await everythingStored()).not.toContain(secret);
  });

  it('a query outside a signed-in account is not stored', () => {
    expect(isDeviceCopied({ queryKey: ['public', 'lists'], meta: undefined })).toBe(false);
    expect(isDeviceCopied({ queryKey: ['user-7', 'x'], meta: { secret: true } })).toBe(false);
    expect(isDeviceCopied({ queryKey: ['user-7', 'x'], meta: undefined })).toBe(true);
  });
});
