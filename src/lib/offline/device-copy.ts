import {
  CancelledError,
  notifyManager,
  onlineManager,
  type Query,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import {
  type AsyncStorage,
  experimental_createQueryPersister,
  type PersistedQuery,
} from '@tanstack/react-query-persist-client';
import { isApiError } from '../api/api-error';
import { DEVICE_COPY_MAX_AGE_MS } from './offline-constants';

// Offline by construction (decision 018): the last answer of every GET query of a signed-in
// account is kept on the device, in that account's IndexedDB, and served when the network is down.
// A screen gets it by using the query factories; it writes no offline code. The query persister
// of TanStack Query keeps the entries (key, build buster, age); the policy here is network first:
// online, the network answers (a server error is never hidden behind a copy); offline, a query
// with nothing in memory gets its device copy, dated with its own time so the screen and the
// banner say how old it is. Queries that carry secrets say `meta: { secret: true }` and are never
// written to any device storage.

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Also kept in localStorage and restored before the first render (query-persistence.ts). */
      persist?: boolean;
      /** Carries a secret (credentials, API keys, passwords, MFA secrets): never on the device. */
      secret?: boolean;
    };
  }
}

/** What is kept of a query: its data and when it was fetched, nothing else (no errors). */
type Entry = PersistedQuery;

// Dexie loads with the first write or read, never with the first page.
const store = () => import('./query-store');
const storage: AsyncStorage<Entry> = {
  getItem: async (key) => (await (await store()).getItem(key)) as Entry | null,
  setItem: async (key, value) => (await store()).setItem(key, value),
  removeItem: async (key) => (await store()).removeItem(key),
};

const ACCOUNT_ROOT = /^user-\d+$/;

/** Every query of a signed-in account, except those that carry secrets. */
export function isDeviceCopied(query: Pick<Query, 'queryKey' | 'meta'>): boolean {
  const root = query.queryKey[0];
  return typeof root === 'string' && ACCOUNT_ROOT.test(root) && query.meta?.secret !== true;
}

const deviceCopies = experimental_createQueryPersister<Entry>({
  storage,
  buster: __APP_BUILD_ID__,
  maxAge: DEVICE_COPY_MAX_AGE_MS,
  prefix: 'query',
  // IndexedDB keeps structured clones: no JSON round trip, and only what a copy needs.
  serialize: ({ state, queryKey, queryHash, buster }) => ({
    state: { data: state.data, dataUpdatedAt: state.dataUpdatedAt } as Entry['state'],
    queryKey,
    queryHash,
    buster,
  }),
  deserialize: (entry) => entry,
  filters: { predicate: isDeviceCopied },
});

const isNetworkFailure = (error: unknown) => isApiError(error) && error.failure.kind === 'network';

/** The `persister` of every query (query-client.ts): network first, the device copy offline. */
export async function networkFirstPersister<T>(
  queryFn: (context: QueryFunctionContext<QueryKey>) => T | Promise<T>,
  context: QueryFunctionContext<QueryKey>,
  query: Query,
): Promise<T> {
  if (!isDeviceCopied(query)) return queryFn(context);
  try {
    const data = await queryFn(context);
    // After the query holds the new answer (setData runs once this resolves).
    notifyManager.schedule(() => void deviceCopies.persistQuery(query));
    return data;
  } catch (error) {
    if (onlineManager.isOnline() || !isNetworkFailure(error)) throw error;
    // Offline: what is shown stays shown, else the device copy; each with its own time, set
    // before anyone reads it, so "cached N min ago" tells the truth from the first paint.
    const shown =
      query.state.data !== undefined
        ? { data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt }
        : await deviceCopyOf(query);
    if (!shown) throw error;
    query.setData(shown.data, { updatedAt: shown.dataUpdatedAt, manual: false });
    // Ends the fetch with the data just set, neither an error nor a new answer (documented:
    // a fetch cancelled with `revert` while the query has data resolves with that data).
    throw new CancelledError({ revert: true });
  }
}

/** The query's device copy (expired and busted ones are dropped by the persister). */
function deviceCopyOf(query: Query): Promise<{ data: unknown; dataUpdatedAt: number } | null> {
  return new Promise((resolve) => {
    void deviceCopies
      .retrieveQuery(query.queryHash, (persisted) =>
        resolve({ data: persisted.state.data, dataUpdatedAt: persisted.state.dataUpdatedAt }),
      )
      .then(
        (data) => {
          if (data === undefined) resolve(null);
        },
        () => resolve(null),
      );
  });
}
