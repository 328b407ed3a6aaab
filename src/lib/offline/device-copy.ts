import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { stringifyQuery } from '../query-string';
import type { Account } from '../session/accounts';

// Lists and opened records keep a copy on the device (spec: offline reading). Reads go to the
// network first; only when the network is down does a loader fall back to the device copy,
// dated with its own cached time so the offline banner can say how old it is.

type AccountRef = Pick<Account, 'id'>;
// Dexie stays out of the first load: the device copy is written and read on demand.
const offlineCache = () => import('./offline-cache');

const isNetworkFailure = (error: unknown) => isApiError(error) && error.failure.kind === 'network';

/** Fetches a list page and keeps its device copy under `key`. */
export async function fetchListWithCopy<T>(
  account: AccountRef,
  key: string,
  fetch: () => Promise<T>,
): Promise<T> {
  const data = await fetch();
  void offlineCache().then(({ cacheList }) => cacheList(account, key, data));
  return data;
}

/** Fetches a record and remembers it among the account's recently opened ones. */
export async function fetchRecordWithCopy<T>(
  account: AccountRef,
  record: { entity: string; id: string; title: (data: T) => string },
  fetch: () => Promise<T>,
): Promise<T> {
  const data = await fetch();
  void offlineCache().then(({ rememberRecord }) =>
    rememberRecord(account, {
      entity: record.entity,
      id: record.id,
      title: record.title(data),
      data,
    }),
  );
  return data;
}

type Ensurable<T, K extends QueryKey> = EnsureQueryDataOptions<T, Error, T, K>;

async function ensureOr<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: Ensurable<T, K>,
  readCopy: () => Promise<{ data: T; cachedAt: number } | null>,
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copy = await readCopy();
    if (!copy) throw error;
    queryClient.setQueryData<T>(options.queryKey as QueryKey, copy.data, {
      updatedAt: copy.cachedAt,
    });
    return copy.data;
  }
}

/** A loader's list page: memory, else network, else (offline) the device copy. */
export function ensureListOrCopy<T, K extends QueryKey>(
  queryClient: QueryClient,
  account: AccountRef,
  options: Ensurable<T, K>,
  key: string,
): Promise<T> {
  return ensureOr(queryClient, options, async () =>
    (await offlineCache()).readList<T>(account, key),
  );
}

/** A loader's record: memory, else network, else (offline) the recently opened copy. */
export function ensureRecordOrCopy<T, K extends QueryKey>(
  queryClient: QueryClient,
  account: AccountRef,
  options: Ensurable<T, K>,
  entity: string,
  id: string,
): Promise<T> {
  return ensureOr(queryClient, options, async () => {
    const { readRecord, touchRecord } = await offlineCache();
    const record = await readRecord<T>(account, entity, id);
    if (!record) return null;
    void touchRecord(account, entity, id);
    return { data: record.data, cachedAt: record.cachedAt };
  });
}

/** The device copy of a list page, keyed by its query with sorted keys (one page, one key). */
export function listCopyKey(path: string, search: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.entries(search).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${path}?${stringifyQuery(sorted)}`;
}
