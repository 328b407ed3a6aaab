import Dexie from 'dexie';
import type { Account } from '@/lib/session/accounts';
import {
  ACCOUNT_DB_PREFIX,
  accountDbName,
  type CachedRecord,
  closeAccountDbs,
  getAccountDb,
  openAccountDbNames,
} from './account-db';
import {
  disableCaching,
  disableOnFatalError,
  errorNames,
  isCachingEnabled,
  resetCachingSwitch,
} from './caching-switch';
import { RECENT_RECORDS_LIMIT, RECENT_RECORDS_PAGE } from './offline-constants';
import {
  PERSISTED_CACHE_PREFIX,
  persistedCacheKey,
  stopRunningPersistence,
} from './query-persistence';

// The app's only door to the per-account offline data. Every call resolves, never rejects: a
// cache is an optimisation, and a screen must work the same without it.

export { isCachingEnabled, onCachingDisabled } from './caching-switch';

type AccountRef = Pick<Account, 'id'>;
export type RecentRecord = Omit<CachedRecord, 'data'>;

// Injectable so eviction order is deterministic in tests (two opens in one millisecond tie).
let now: () => number = () => Date.now();
let recentLimit = RECENT_RECORDS_LIMIT;

export function setOfflineCacheOptionsForTests(options: {
  now?: () => number;
  recentRecordsLimit?: number;
}): void {
  if (options.now) now = options.now;
  if (options.recentRecordsLimit !== undefined) recentLimit = options.recentRecordsLimit;
}

export function resetOfflineCacheForTests(): void {
  now = () => Date.now();
  recentLimit = RECENT_RECORDS_LIMIT;
  closeAccountDbs();
  resetCachingSwitch();
}

function db(account: AccountRef) {
  return getAccountDb(account, () =>
    disableCaching('Offline storage is in use by an older version of the console in another tab.'),
  );
}

async function guarded<T>(account: AccountRef, fallback: T, run: () => Promise<T>): Promise<T> {
  if (!isCachingEnabled()) return fallback;
  try {
    return await run();
  } catch (error) {
    if (disableOnFatalError(error)) return fallback;
    if (errorNames(error).includes('DatabaseClosedError')) {
      // Another tab deleted or upgraded the database: the next call opens a fresh connection.
      closeAccountDbs(accountDbName(account));
    } else if (import.meta.env.DEV) {
      // Anything else (e.g. data that cannot be cloned) fails only this one call.
      console.warn('Offline cache call failed', error);
    }
    return fallback;
  }
}

export function cacheList(account: AccountRef, key: string, data: unknown): Promise<void> {
  return guarded(account, undefined, async () => {
    await db(account).lists.put({ key, data, cachedAt: now() });
  });
}

export function readList<T>(
  account: AccountRef,
  key: string,
): Promise<{ data: T; cachedAt: number } | null> {
  return guarded(account, null, async () => {
    const row = await db(account).lists.get(key);
    return row ? { data: row.data as T, cachedAt: row.cachedAt } : null;
  });
}

/** Stores an opened record and evicts the least recently opened ones beyond the bound. */
export function rememberRecord(
  account: AccountRef,
  record: { entity: string; id: string; title: string; data: unknown },
): Promise<void> {
  return guarded(account, undefined, async () => {
    const database = db(account);
    const at = now();
    await database.transaction('rw', database.records, async () => {
      await database.records.put({ ...record, cachedAt: at, lastOpened: at });
      const excess = (await database.records.count()) - recentLimit;
      if (excess > 0) {
        const oldest = await database.records.orderBy('lastOpened').limit(excess).primaryKeys();
        await database.records.bulkDelete(oldest);
      }
    });
  });
}

/** Opening a record from the cache counts as a use, so it is evicted last. */
export function touchRecord(account: AccountRef, entity: string, id: string): Promise<void> {
  return guarded(account, undefined, async () => {
    await db(account).records.update([entity, id], { lastOpened: now() });
  });
}

export function readRecord<T = unknown>(
  account: AccountRef,
  entity: string,
  id: string,
): Promise<CachedRecord<T> | null> {
  return guarded(account, null, async () => {
    const row = await db(account).records.get([entity, id]);
    return (row as CachedRecord<T> | undefined) ?? null;
  });
}

/** Newest first, without the (possibly large) data: the offline page only lists titles. */
export function recentRecords(
  account: AccountRef,
  limit: number = RECENT_RECORDS_PAGE,
): Promise<RecentRecord[]> {
  return guarded<RecentRecord[]>(account, [], async () => {
    const rows = await db(account).records.orderBy('lastOpened').reverse().limit(limit).toArray();
    return rows.map(({ data: _data, ...rest }) => rest);
  });
}

// Purging runs even when caching is off: a logout must not leave data behind.
async function deleteDatabase(name: string): Promise<void> {
  closeAccountDbs(name);
  try {
    await Dexie.delete(name);
  } catch (error) {
    if (import.meta.env.DEV) console.warn(`Could not delete ${name}`, error);
  }
}

function removeStorageKeys(match: (key: string) => boolean): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null && match(key)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing of ours.
  }
}

/** Logout of one account: its database and its persisted query cache. */
export async function deleteAccountCache(account: AccountRef): Promise<void> {
  const key = persistedCacheKey(account);
  // A pending throttled write would otherwise put the cache back after the purge.
  stopRunningPersistence(key);
  removeStorageKeys((candidate) => candidate === key);
  await deleteDatabase(accountDbName(account));
}

/** Logout of all accounts: every console database and persisted cache in this browser. */
export async function deleteAllCaches(): Promise<void> {
  stopRunningPersistence();
  removeStorageKeys((key) => key.startsWith(PERSISTED_CACHE_PREFIX));
  // Without a list of databases (old browsers), at least the ones this tab has opened go.
  const names = new Set(openAccountDbNames());
  try {
    for (const name of await Dexie.getDatabaseNames()) names.add(name);
  } catch {
    // Keep the ones this tab knows.
  }
  closeAccountDbs();
  await Promise.all(
    [...names].filter((name) => name.startsWith(ACCOUNT_DB_PREFIX)).map(deleteDatabase),
  );
}
