import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccountDb } from '@/lib/offline/account-db';
import {
  deleteAccountCache,
  deleteAllCaches,
  isCachingEnabled,
  onCachingDisabled,
  recentVisits,
  resetOfflineCacheForTests,
} from '@/lib/offline/offline-cache';
import { getItem, setItem } from '@/lib/offline/query-store';

const account = { id: 3 };
const key = (name: string) => `query-["user-3","${name}"]`;
const entry = (data: unknown) => ({ buster: 'b', state: { data } });
/** A device copy of a query answer (decision 018). */
const cacheList = (name: string, data: unknown) => setItem(key(name), entry(data));
const readList = async (name: string) =>
  ((await getItem(key(name))) as { state: { data: unknown } } | null)?.state.data ?? null;
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteAllCaches();
  resetOfflineCacheForTests();
});

describe('storage full', () => {
  it('turns caching off once, tells the listener once, and later calls do nothing', async () => {
    await cacheList('services', ['kept']);
    const listener = vi.fn();
    onCachingDisabled(listener);
    const put = vi.spyOn(getAccountDb(account).queries, 'put').mockRejectedValue(quota());

    await expect(cacheList('common-lists', { a: 1 })).resolves.toBeUndefined();
    await cacheList('common-lists', { a: 2 });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.stringContaining('storage is full'));
    expect(isCachingEnabled()).toBe(false);
    expect(put).toHaveBeenCalledTimes(1);
    expect(await readList('services')).toBeNull();
    expect(await recentVisits(account)).toEqual([]);
  });

  it('recognises a quota error wrapped by Dexie inside a transaction', async () => {
    const listener = vi.fn();
    onCachingDisabled(listener);
    vi.spyOn(getAccountDb(account).querySizes, 'put').mockRejectedValue(
      new Dexie.AbortError('Transaction aborted', quota()),
    );

    await cacheList('one', {});
    await cacheList('two', {});

    expect(listener).toHaveBeenCalledTimes(1);
    expect(await readList('one')).toBeNull();
  });

  it('a listener registered after caching went off still hears about it', async () => {
    vi.spyOn(getAccountDb(account).queries, 'put').mockRejectedValue(quota());
    await cacheList('services', []);

    const late = vi.fn();
    onCachingDisabled(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('an ordinary error fails only that call and keeps caching on', async () => {
    const listener = vi.fn();
    onCachingDisabled(listener);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(getAccountDb(account).queries, 'put').mockRejectedValueOnce(
      new DOMException('cannot clone', 'DataCloneError'),
    );

    await cacheList('services', ['lost']);
    await cacheList('services', ['saved']);

    expect(listener).not.toHaveBeenCalled();
    expect(await readList('services')).toEqual(['saved']);
  });

  it('a connection closed by another tab is reopened, not treated as broken storage', async () => {
    const listener = vi.fn();
    onCachingDisabled(listener);
    const closed = getAccountDb(account);
    vi.spyOn(closed.queries, 'put').mockRejectedValueOnce(new Dexie.DatabaseClosedError('closed'));

    await cacheList('services', ['lost']);
    await cacheList('services', ['saved']);

    expect(listener).not.toHaveBeenCalled();
    expect(getAccountDb(account)).not.toBe(closed);
    expect(await readList('services')).toEqual(['saved']);
  });

  it('logout still deletes the database after caching went off', async () => {
    await cacheList('services', ['private']);
    vi.spyOn(getAccountDb(account).queries, 'put').mockRejectedValue(quota());
    await cacheList('services', ['more']);
    expect(isCachingEnabled()).toBe(false);

    await deleteAccountCache(account);

    expect(await Dexie.getDatabaseNames()).not.toContain('console-cache-user-3');
  });
});

describe('database cannot open', () => {
  it('turns caching off and answers reads with nothing', async () => {
    const listener = vi.fn();
    onCachingDisabled(listener);
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The connection is closing.', 'InvalidStateError');
    });

    expect(await readList('services')).toBeNull();
    expect(await recentVisits(account)).toEqual([]);
    await cacheList('services', ['x']);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.stringContaining('unavailable'));
    expect(isCachingEnabled()).toBe(false);
  });
});
