import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isCachingEnabled,
  onCachingDisabled,
  resetOfflineCacheForTests,
} from '@/lib/offline/offline-cache';
import { PERSIST_MAX_AGE_MS, PERSIST_THROTTLE_MS } from '@/lib/offline/offline-constants';
import { persistedCacheKey, startAccountPersistence } from '@/lib/offline/query-persistence';
import { accountKey } from '@/lib/session/accounts';

const account = { id: 5 };
const key = persistedCacheKey(account);

/** A storage that refuses values longer than `room`, as a nearly full localStorage would. */
function storageWithRoom(room: number): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (name) => data.get(name) ?? null,
    removeItem: (name) => void data.delete(name),
    setItem: (name, value) => {
      if (value.length > room) throw new DOMException('Storage is full', 'QuotaExceededError');
      data.set(name, value);
    },
  };
}

let client: QueryClient;

async function fillAndFlush(storage: Storage, names: string[]) {
  const persistence = startAccountPersistence(client, account, { buster: 'b', storage });
  await persistence.restored;
  for (const name of names) {
    await client.fetchQuery({
      queryKey: [accountKey(account), name],
      queryFn: () => 'y'.repeat(1000),
      gcTime: PERSIST_MAX_AGE_MS,
      meta: { persist: true },
    });
    vi.advanceTimersByTime(10);
  }
  vi.advanceTimersByTime(PERSIST_THROTTLE_MS);
  return persistence;
}

function storedNames(storage: ReturnType<typeof storageWithRoom>) {
  const raw = storage.data.get(key);
  if (!raw) return null;
  const parsed = JSON.parse(raw) as { clientState: { queries: { queryKey: string[] }[] } };
  return parsed.clientState.queries.map((query) => query.queryKey[1]);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  client = new QueryClient();
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
  resetOfflineCacheForTests();
});

describe('persisted cache on a full storage', () => {
  it('sheds the oldest queries until the write fits, without turning caching off', async () => {
    const storage = storageWithRoom(3200);
    const listener = vi.fn();
    onCachingDisabled(listener);

    await fillAndFlush(storage, ['first', 'second', 'third']);

    expect(storedNames(storage)).toEqual(['second', 'third']);
    expect(listener).not.toHaveBeenCalled();
    expect(isCachingEnabled()).toBe(true);
  });

  it('turns caching off once when nothing fits, and stops writing', async () => {
    const storage = storageWithRoom(10);
    const setItem = vi.spyOn(storage, 'setItem');
    const listener = vi.fn();
    onCachingDisabled(listener);

    await fillAndFlush(storage, ['first', 'second']);
    const attempts = setItem.mock.calls.length;
    await client.fetchQuery({
      queryKey: [accountKey(account), 'third'],
      queryFn: () => 'z',
      gcTime: PERSIST_MAX_AGE_MS,
      meta: { persist: true },
    });
    vi.advanceTimersByTime(PERSIST_THROTTLE_MS);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.stringContaining('storage is full'));
    expect(isCachingEnabled()).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(attempts);
    expect(storage.data.has(key)).toBe(false);
  });
});
