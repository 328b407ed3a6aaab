import type { Query, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  type PersistedClient,
  type PersistRetryer,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client';
import { type Account, accountKey } from '@/lib/session/accounts';
import { disableCaching, isCachingEnabled, isQuotaError } from './caching-switch';
import { PERSIST_MAX_AGE_MS, PERSIST_MAX_BYTES, PERSIST_THROTTLE_MS } from './offline-constants';

// Per-account persistence of the small, hot queries (common lists, services, ...) so a reload or
// an offline start paints at once. Only queries under the account's key with `meta.persist` go
// to localStorage; details and lists of records live in Dexie (offline-cache.ts) instead.
//
// The caller gives every `meta: { persist: true }` query a `gcTime` >= PERSIST_MAX_AGE_MS;
// otherwise it is garbage collected (and dropped from storage) long before the cache expires.

type AccountRef = Pick<Account, 'id'>;

export const PERSISTED_CACHE_PREFIX = 'query-cache-';

export function persistedCacheKey(account: AccountRef): string {
  return `${PERSISTED_CACHE_PREFIX}${accountKey(account)}`;
}

export interface PersistenceOptions {
  /** Changes with every build (__APP_BUILD_ID__): a cache written by another build is dropped. */
  buster: string;
  maxAgeMs?: number;
  /** Defaults to localStorage. */
  storage?: Storage;
  /** Defaults to PERSIST_MAX_BYTES; a smaller bound is useful in tests. */
  maxBytes?: number;
}

// Running persistences by storage key, so a purge can stop a pending throttled write.
const running = new Map<string, Set<() => void>>();

/** Stops the persistence of one key, or of every account when no key is given. */
export function stopRunningPersistence(key?: string): void {
  for (const [candidate, stops] of running) {
    if (key === undefined || candidate === key) for (const stop of [...stops]) stop();
  }
}

function isPersistedQuery(account: AccountRef) {
  const root = accountKey(account);
  return (query: Query) =>
    query.state.status === 'success' && query.queryKey[0] === root && query.meta?.persist === true;
}

/** Keeps the newest queries that fit: dropping the least recently updated first. */
export function boundedSerialize(maxChars: number) {
  return (client: PersistedClient): string => {
    const full = JSON.stringify(client);
    if (full.length <= maxChars) return full;
    const { queries } = client.clientState;
    const emptied = { ...client, clientState: { ...client.clientState, queries: [] } };
    let size = JSON.stringify(emptied).length;
    const kept = new Set<unknown>();
    const newestFirst = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    for (const query of newestFirst) {
      const querySize = JSON.stringify(query).length + 1; // + the separating comma
      if (size + querySize > maxChars) break;
      size += querySize;
      kept.add(query);
    }
    const fitted = queries.filter((query) => kept.has(query));
    return JSON.stringify({ ...client, clientState: { ...client.clientState, queries: fitted } });
  };
}

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage blocked by the browser's privacy settings.
  }
}

/**
 * Restores the account's persisted queries into `queryClient`, then keeps writing them. `restored`
 * always resolves (a broken cache is discarded); `stop()` must run before switching account.
 */
export function startAccountPersistence(
  queryClient: QueryClient,
  account: AccountRef,
  options: PersistenceOptions,
): { restored: Promise<void>; stop: () => void } {
  const key = persistedCacheKey(account);
  const root = accountKey(account);
  const target = options.storage ?? defaultStorage();
  let stopped = false;

  // Writes after stop() (a throttled save still pending) or after caching went off are dropped.
  const storage: Storage | undefined = target && {
    get length() {
      return target.length;
    },
    clear: () => target.clear(),
    key: (index) => target.key(index),
    getItem: (name) => target.getItem(name),
    removeItem: (name) => target.removeItem(name),
    setItem: (name, value) => {
      if (!stopped && isCachingEnabled()) target.setItem(name, value);
    },
  };

  const retry: PersistRetryer = (props) => {
    if (isQuotaError(props.error)) {
      const smaller = removeOldestQuery(props);
      if (smaller) return smaller;
    }
    disableCaching('The device storage is full, so offline data is not being saved.');
    try {
      storage?.removeItem(key); // A half-written or stale cache is worse than none.
    } catch {
      // Nothing more to do: caching is off.
    }
    return undefined;
  };

  const persister = createSyncStoragePersister({
    storage,
    key,
    throttleTime: PERSIST_THROTTLE_MS,
    serialize: boundedSerialize(options.maxBytes ?? PERSIST_MAX_BYTES),
    // Defence in depth: a cache under this key holds only this account's queries.
    deserialize: (raw) => {
      const client = JSON.parse(raw) as PersistedClient;
      const queries = client.clientState.queries.filter((query) => query.queryKey[0] === root);
      return { ...client, clientState: { ...client.clientState, queries } };
    },
    retry,
  });

  const persistOptions = {
    queryClient,
    persister,
    buster: options.buster,
    dehydrateOptions: {
      shouldDehydrateQuery: isPersistedQuery(account),
      // Mutations carry no account key and writes are disabled offline: never persist them.
      shouldDehydrateMutation: () => false,
    },
  };

  let unsubscribe: (() => void) | undefined;
  const stop = () => {
    stopped = true;
    unsubscribe?.();
    const stops = running.get(key);
    stops?.delete(stop);
    if (stops?.size === 0) running.delete(key);
  };
  running.set(key, (running.get(key) ?? new Set()).add(stop));

  const restored = persistQueryClientRestore({
    ...persistOptions,
    maxAge: options.maxAgeMs ?? PERSIST_MAX_AGE_MS,
  })
    .catch(() => {
      // The persister already removed the unreadable cache; start empty.
    })
    .then(() => {
      if (!stopped) unsubscribe = persistQueryClientSubscribe(persistOptions);
    });

  return { restored, stop };
}
