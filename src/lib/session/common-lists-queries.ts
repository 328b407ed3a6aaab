import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { COMMON_LISTS_POLLING_INTERVAL_MS } from '@/config/constants';
import { api } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { PERSIST_MAX_AGE_MS } from '../offline/offline-constants';
import { accountQueries } from './account-cache';
import type { Account } from './accounts';
import { type CommonLists, CommonListsSchema } from './session-schemas';

// Dexie stays out of the first load: the device copy is written and read on demand.
const offlineCache = () => import('../offline/offline-cache');

// Label and invoice viewers must not be refreshed under the user (spec a section 7).
const LABEL_PAGE = /\/(label|invoice)\//;

export function isLabelPage(pathname: string = window.location.pathname): boolean {
  return LABEL_PAGE.test(pathname);
}

export const commonListsQueries = {
  all: (account: Pick<Account, 'id'>) => [...accountQueries.all(account), 'common-lists'] as const,
  lists: (account: Account) =>
    queryOptions({
      queryKey: commonListsQueries.all(account),
      queryFn: async ({ signal }) => {
        const lists = await api('main/get_all_lists', CommonListsSchema, {
          signal,
          identifier: account.headerIdentifier,
        });
        // The account's device copy, for offline starts (src/lib/offline).
        void offlineCache().then(async ({ cacheList }) => {
          await cacheList(account, 'common-lists', lists);
          await cacheList(account, 'services', lists.services);
        });
        return lists;
      },
      staleTime: COMMON_LISTS_POLLING_INTERVAL_MS,
      gcTime: PERSIST_MAX_AGE_MS,
      meta: { persist: true },
      refetchInterval: () => (isLabelPage() ? false : COMMON_LISTS_POLLING_INTERVAL_MS),
    }),
};

/**
 * The lists for a route loader: from memory, else the network, else (offline) the account's
 * device copy with its own cached time, so the screen can say how old it is.
 */
export async function ensureCommonLists(
  queryClient: QueryClient,
  account: Account,
): Promise<CommonLists> {
  const options = commonListsQueries.lists(account);
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (!isApiError(error) || error.failure.kind !== 'network') throw error;
    const { readList } = await offlineCache();
    const cached = await readList<CommonLists>(account, 'common-lists');
    if (!cached) throw error;
    queryClient.setQueryData(options.queryKey, cached.data, { updatedAt: cached.cachedAt });
    return cached.data;
  }
}

export function useCommonLists(account: Account) {
  return useSuspenseQuery(commonListsQueries.lists(account)).data;
}
