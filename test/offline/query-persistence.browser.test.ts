import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAccountCache, resetOfflineCacheForTests } from '@/lib/offline/offline-cache';
import {
  PERSIST_MAX_AGE_MS,
  PERSIST_MAX_BYTES,
  PERSIST_THROTTLE_MS,
} from '@/lib/offline/offline-constants';
import { persistedCacheKey, startAccountPersistence } from '@/lib/offline/query-persistence';
import { accountKey } from '@/lib/session/accounts';

const a = { id: 1 };
const b = { id: 2 };
const clients: QueryClient[] = [];

function newClient() {
  const client = new QueryClient();
  clients.push(client);
  return client;
}

// The server's answer per key, so the query function depends on its key alone.
const answers = new Map<string, unknown>();

function cache(client: QueryClient, key: readonly unknown[], data: unknown, persist = true) {
  answers.set(JSON.stringify(key), data);
  return client.fetchQuery({
    queryKey: key,
    queryFn: ({ queryKey }) => answers.get(JSON.stringify(queryKey)),
    gcTime: PERSIST_MAX_AGE_MS,
    ...(persist ? { meta: { persist: true } } : {}),
  });
}

function stored(account: { id: number }) {
  const raw = localStorage.getItem(persistedCacheKey(account));
  if (!raw) return null;
  const parsed = JSON.parse(raw) as { clientState: { queries: { queryKey: unknown[] }[] } };
  return parsed.clientState.queries.map((query) => query.queryKey);
}

/** Starts persistence, lets the caller fill the cache, then flushes the throttled write. */
async function persist(account: { id: number }, fill: (client: QueryClient) => Promise<unknown>) {
  const client = newClient();
  const persistence = startAccountPersistence(client, account, { buster: 'build-1' });
  await persistence.restored;
  await fill(client);
  vi.advanceTimersByTime(PERSIST_THROTTLE_MS);
  return { ...persistence, client };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
  answers.clear();
  vi.useRealTimers();
  resetOfflineCacheForTests();
});

describe('persisted query cache', () => {
  it('is restored into a fresh client for the same account, and only for it', async () => {
    const lists = [accountKey(a), 'common-lists'];
    (await persist(a, (client) => cache(client, lists, { services: ['DHL'] }))).stop();
    expect(stored(a)).toEqual([lists]);

    const same = newClient();
    await startAccountPersistence(same, a, { buster: 'build-1' }).restored;
    expect(same.getQueryData(lists)).toEqual({ services: ['DHL'] });

    const other = newClient();
    await startAccountPersistence(other, b, { buster: 'build-1' }).restored;
    expect(other.getQueryData(lists)).toBeUndefined();
    expect(other.getQueryCache().getAll()).toHaveLength(0);
  });

  it('writes only this account’s queries marked meta.persist', async () => {
    await persist(a, async (client) => {
      await cache(client, [accountKey(a), 'common-lists'], 1);
      await cache(client, [accountKey(a), 'parcels', 'list'], 2, false);
      await cache(client, [accountKey(b), 'common-lists'], 3);
      await cache(client, ['no-account'], 4);
    });

    expect(stored(a)).toEqual([[accountKey(a), 'common-lists']]);
    expect(stored(b)).toBeNull();
  });

  it('keeps the serialized cache under the size bound by dropping the oldest queries', async () => {
    const big = 'x'.repeat(Math.floor(PERSIST_MAX_BYTES / 3) - 1000);
    await persist(a, async (client) => {
      for (const name of ['oldest', 'middle', 'newer', 'newest']) {
        await cache(client, [accountKey(a), name], big);
        vi.advanceTimersByTime(10);
      }
    });

    const raw = localStorage.getItem(persistedCacheKey(a)) ?? '';
    expect(raw.length).toBeLessThanOrEqual(PERSIST_MAX_BYTES);
    expect(stored(a)).toEqual([
      [accountKey(a), 'middle'],
      [accountKey(a), 'newer'],
      [accountKey(a), 'newest'],
    ]);
  });

  it('discards a cache written by another build', async () => {
    const lists = [accountKey(a), 'common-lists'];
    (await persist(a, (client) => cache(client, lists, 'old build'))).stop();

    const client = newClient();
    await startAccountPersistence(client, a, { buster: 'build-2' }).restored;

    expect(client.getQueryData(lists)).toBeUndefined();
    expect(localStorage.getItem(persistedCacheKey(a))).toBeNull();
  });

  it('discards a cache older than the maximum age', async () => {
    const lists = [accountKey(a), 'common-lists'];
    (await persist(a, (client) => cache(client, lists, 'yesterday'))).stop();
    vi.advanceTimersByTime(PERSIST_MAX_AGE_MS + 1);

    const client = newClient();
    await startAccountPersistence(client, a, { buster: 'build-1' }).restored;

    expect(client.getQueryData(lists)).toBeUndefined();
  });

  it('an unreadable cache is dropped and the app starts empty', async () => {
    localStorage.setItem(persistedCacheKey(a), '{not json');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const client = newClient();
    await expect(
      startAccountPersistence(client, a, { buster: 'build-1' }).restored,
    ).resolves.toBeUndefined();
    expect(localStorage.getItem(persistedCacheKey(a))).toBeNull();
    vi.restoreAllMocks();
  });

  it('stop() drops a pending write and ends persistence (account switch)', async () => {
    const client = newClient();
    const persistence = startAccountPersistence(client, a, { buster: 'build-1' });
    await persistence.restored;
    await cache(client, [accountKey(a), 'common-lists'], 'pending');
    persistence.stop();
    vi.advanceTimersByTime(PERSIST_THROTTLE_MS);
    await cache(client, [accountKey(a), 'services'], 'after stop');
    vi.advanceTimersByTime(PERSIST_THROTTLE_MS);

    expect(stored(a)).toBeNull();
  });

  it('logout removes the persisted cache and a pending write does not bring it back', async () => {
    const { client } = await persist(a, (c) => cache(c, [accountKey(a), 'common-lists'], 1));
    expect(stored(a)).not.toBeNull();

    await cache(client, [accountKey(a), 'services'], 2);
    vi.useRealTimers();
    await deleteAccountCache(a);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.advanceTimersByTime(PERSIST_THROTTLE_MS);

    expect(stored(a)).toBeNull();
  });
});
