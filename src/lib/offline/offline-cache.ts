import Dexie from 'dexie';
import type { Account } from '@/lib/session/accounts';
import {
  ACCOUNT_DB_PREFIX,
  accountDbName,
  closeAccountDbs,
  getAccountDb,
  openAccountDbNames,
  type Visit,
} from './account-db';
import {
  disableCaching,
  disableOnFatalError,
  errorNames,
  isCachingEnabled,
  resetCachingSwitch,
} from './caching-switch';
import { VISITS_LIMIT } from './offline-constants';
import { isSignedOut, markSignedOut, resetSignedOutForTests } from './signed-out';
import {
  PERSISTED_CACHE_PREFIX,
  persistedCacheKey,
  stopRunningPersistence,
} from './query-persistence';

// The app's only door to the per-account offline data. Every call resolves, never rejects: a
// cache is an optimisation, and a screen must work the same without it.

export { isCachingEnabled, onCachingDisabled } from './caching-switch';

type AccountRef = Pick<Account, 'id'>;
export type { Visit };

// Injectable so ordering is deterministic in tests (two visits in one millisecond tie).
let now: () => number = () => Date.now();
let visitsLimit = VISITS_LIMIT;

export function setOfflineCacheOptionsForTests(options: {
  now?: () => number;
  visitsLimit?: number;
}): void {
  if (options.now) now = options.now;
  if (options.visitsLimit !== undefined) visitsLimit = options.visitsLimit;
}

export function resetOfflineCacheForTests(): void {
  now = () => Date.now();
  visitsLimit = VISITS_LIMIT;
  closeAccountDbs();
  resetCachingSwitch();
  resetSignedOutForTests();
}

/**
 * The account's database; a blocked upgrade by an older tab turns caching off. An account signed
 * out in this tab has none: opening it would recreate what its logout deleted.
 */
export function db(account: AccountRef) {
  if (isSignedOut(account)) throw new Dexie.DatabaseClosedError('The account signed out');
  return getAccountDb(account, () =>
    disableCaching('Offline storage is in use by an older version of the console in another tab.'),
  );
}

/** Runs one cache call; it resolves with `fallback` instead of failing (a cache is optional). */
export async function guarded<T>(
  account: AccountRef,
  fallback: T,
  run: () => Promise<T>,
): Promise<T> {
  if (!isCachingEnabled() || isSignedOut(account)) return fallback;
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

/** A screen or record shown to the account: the offline page offers it, newest first. */
export function rememberVisit(account: AccountRef, visit: Omit<Visit, 'visitedAt'>): Promise<void> {
  return guarded(account, undefined, async () => {
    const database = db(account);
    await database.transaction('rw', database.visits, async () => {
      await database.visits.put({ ...visit, visitedAt: now() });
      const excess = (await database.visits.count()) - visitsLimit;
      if (excess > 0) {
        const oldest = await database.visits.orderBy('visitedAt').limit(excess).primaryKeys();
        await database.visits.bulkDelete(oldest);
      }
    });
  });
}

export function recentVisits(account: AccountRef): Promise<Visit[]> {
  return guarded<Visit[]>(account, [], () =>
    db(account).visits.orderBy('visitedAt').reverse().toArray(),
  );
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
  markSignedOut(account);
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
