import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { accountDbName } from '@/lib/offline/account-db';
import {
  cacheList,
  deleteAccountCache,
  deleteAllCaches,
  readList,
  readRecord,
  recentRecords,
  rememberRecord,
  resetOfflineCacheForTests,
  setOfflineCacheOptionsForTests,
} from '@/lib/offline/offline-cache';
import { persistedCacheKey } from '@/lib/offline/query-persistence';

const a = { id: 1 };
const b = { id: 2 };

afterEach(async () => {
  await deleteAllCaches();
  resetOfflineCacheForTests();
});

async function consoleDatabases() {
  return (await Dexie.getDatabaseNames())
    .filter((name) => name.startsWith('console-cache-'))
    .sort();
}

describe('cached lists', () => {
  it('round-trips data with the time it was cached', async () => {
    setOfflineCacheOptionsForTests({ now: () => 1234 });
    await cacheList(a, 'common-lists', { countries: ['PL', 'DE'] });

    expect(await readList(a, 'common-lists')).toEqual({
      data: { countries: ['PL', 'DE'] },
      cachedAt: 1234,
    });
    expect(await readList(a, 'services')).toBeNull();
  });

  it('replaces the previous copy of a list', async () => {
    await cacheList(a, 'services', ['old']);
    await cacheList(a, 'services', ['new']);
    expect((await readList<string[]>(a, 'services'))?.data).toEqual(['new']);
  });
});

describe('account isolation', () => {
  it('keeps each account in its own database', async () => {
    expect(accountDbName(a)).toBe('console-cache-user-1');
    expect(accountDbName(b)).toBe('console-cache-user-2');

    await cacheList(a, 'services', ['a-service']);
    await rememberRecord(a, { entity: 'parcel', id: '9', title: 'A parcel', data: 'secret' });
    await cacheList(b, 'common-lists', ['b-list']);

    expect(await readList(b, 'services')).toBeNull();
    expect(await readRecord(b, 'parcel', '9')).toBeNull();
    expect(await recentRecords(b)).toEqual([]);
    expect(await readList(a, 'common-lists')).toBeNull();
    expect(await consoleDatabases()).toEqual(['console-cache-user-1', 'console-cache-user-2']);
  });
});

describe('purge on logout', () => {
  it('deleteAccountCache removes only that account database and persisted cache', async () => {
    await cacheList(a, 'services', ['a']);
    await cacheList(b, 'services', ['b']);
    localStorage.setItem(persistedCacheKey(a), '{}');
    localStorage.setItem(persistedCacheKey(b), '{}');
    localStorage.setItem('activeAccounts', '[]');

    await deleteAccountCache(a);

    expect(await consoleDatabases()).toEqual(['console-cache-user-2']);
    expect(localStorage.getItem('query-cache-user-1')).toBeNull();
    expect(localStorage.getItem('query-cache-user-2')).toBe('{}');
    expect(localStorage.getItem('activeAccounts')).toBe('[]');
    expect((await readList(b, 'services'))?.data).toEqual(['b']);
    // The account can sign in again and cache from scratch.
    expect(await readList(a, 'services')).toBeNull();
  });

  it('deleteAllCaches removes every console database and persisted cache', async () => {
    await cacheList(a, 'services', ['a']);
    await cacheList(b, 'services', ['b']);
    localStorage.setItem(persistedCacheKey(a), '{}');
    localStorage.setItem(persistedCacheKey(b), '{}');
    localStorage.setItem('lastActiveAccount', 'x');
    const other = new Dexie('someone-else');
    other.version(1).stores({ things: 'id' });
    await other.open();
    other.close();

    await deleteAllCaches();

    expect(await consoleDatabases()).toEqual([]);
    expect(await Dexie.getDatabaseNames()).toContain('someone-else');
    expect(localStorage.getItem(persistedCacheKey(a))).toBeNull();
    expect(localStorage.getItem(persistedCacheKey(b))).toBeNull();
    expect(localStorage.getItem('lastActiveAccount')).toBe('x');
    await Dexie.delete('someone-else');
  });
});
