import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccountDb } from '@/lib/offline/account-db';
import {
  cacheList,
  deleteAccountCache,
  deleteAllCaches,
  isCachingEnabled,
  onCachingDisabled,
  readList,
  readRecord,
  recentRecords,
  rememberRecord,
  resetOfflineCacheForTests,
} from '@/lib/offline/offline-cache';

const account = { id: 3 };
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteAllCaches();
  resetOfflineCacheForTests();
});

describe('storage full', () => {
  it('turns caching off once, tells the listener once, and later calls do nothing', async () => {
    await cacheList(account, 'services', ['kept']);
    const listener = vi.fn();
    onCachingDisabled(listener);
    const put = vi.spyOn(getAccountDb(account).lists, 'put').mockRejectedValue(quota());

    await expect(cacheList(account, 'common-lists', { a: 1 })).resolves.toBeUndefined();
    await cacheList(account, 'common-lists', { a: 2 });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.stringContaining('storage is full'));
    expect(isCachingEnabled()).toBe(false);
    expect(put).toHaveBeenCalledTimes(1);
    expect(await readList(account, 'services')).toBeNull();
    expect(await recentRecords(account)).toEqual([]);
  });

  it('recognises a quota error wrapped by Dexie inside a transaction', async () => {
    const listener = vi.fn();
    onCachingDisabled(listener);
    vi.spyOn(getAccountDb(account).records, 'put').mockRejectedValue(
      new Dexie.AbortError('Transaction aborted', quota()),
    );

    await rememberRecord(account, { entity: 'parcel', id: '1', title: 'P', data: {} });
    await rememberRecord(account, { entity: 'parcel', id: '2', title: 'P', data: {} });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(await readRecord(account, 'parcel', '1')).toBeNull();
  });

  it('a listener registered after caching went off still hears about it', async () => {
    vi.spyOn(getAccountDb(account).lists, 'put').mockRejectedValue(quota());
    await cacheList(account, 'services', []);

    const late = vi.fn();
    onCachingDisabled(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('an ordinary error fails only that call and keeps caching on', async () => {
    const listener = vi.fn();
    onCachingDisabled(listener);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(getAccountDb(account).lists, 'put').mockRejectedValueOnce(
      new DOMException('cannot clone', 'DataCloneError'),
    );

    await cacheList(account, 'services', ['lost']);
    await cacheList(account, 'services', ['saved']);

    expect(listener).not.toHaveBeenCalled();
    expect((await readList(account, 'services'))?.data).toEqual(['saved']);
  });

  it('a connection closed by another tab is reopened, not treated as broken storage', async () => {
    const listener = vi.fn();
    onCachingDisabled(listener);
    const closed = getAccountDb(account);
    vi.spyOn(closed.lists, 'put').mockRejectedValueOnce(new Dexie.DatabaseClosedError('closed'));

    await cacheList(account, 'services', ['lost']);
    await cacheList(account, 'services', ['saved']);

    expect(listener).not.toHaveBeenCalled();
    expect(getAccountDb(account)).not.toBe(closed);
    expect((await readList(account, 'services'))?.data).toEqual(['saved']);
  });

  it('logout still deletes the database after caching went off', async () => {
    await cacheList(account, 'services', ['private']);
    vi.spyOn(getAccountDb(account).lists, 'put').mockRejectedValue(quota());
    await cacheList(account, 'services', ['more']);
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

    expect(await readList(account, 'services')).toBeNull();
    expect(await recentRecords(account)).toEqual([]);
    await cacheList(account, 'services', ['x']);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.stringContaining('unavailable'));
    expect(isCachingEnabled()).toBe(false);
  });
});
