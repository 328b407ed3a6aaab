import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { COMMON_LISTS_POLLING_INTERVAL_MS } from '@/contract/constants';
import { api } from '../api/api-client';
import { PERSIST_MAX_AGE_MS } from '../offline/offline-constants';
import { accountQueries } from './account-cache';
import type { Account } from './accounts';
import { type CommonLists, CommonListsSchema } from '@/contract/session/session-schemas';

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
      queryFn: ({ signal }) =>
        api('main/get_all_lists', CommonListsSchema, {
          signal,
          identifier: account.headerIdentifier,
        }),
      staleTime: COMMON_LISTS_POLLING_INTERVAL_MS,
      gcTime: PERSIST_MAX_AGE_MS,
      meta: { persist: true },
      refetchInterval: () => (isLabelPage() ? false : COMMON_LISTS_POLLING_INTERVAL_MS),
    }),
};

/**
 * The lists for a route loader: from memory, else the network, else (offline) the account's
 * device copy with its own time (decision 018), so the screen can say how old it is.
 */
export function ensureCommonLists(
  queryClient: QueryClient,
  account: Account,
): Promise<CommonLists> {
  return queryClient.ensureQueryData(commonListsQueries.lists(account));
}
