import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { COMMON_LISTS_POLLING_INTERVAL_MS } from '@/config/constants';
import { api } from '../api/api-client';
import { accountQueries } from './account-cache';
import type { Account } from './accounts';
import { CommonListsSchema } from './session-schemas';

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
      refetchInterval: () => (isLabelPage() ? false : COMMON_LISTS_POLLING_INTERVAL_MS),
    }),
};

export function useCommonLists(account: Account) {
  return useSuspenseQuery(commonListsQueries.lists(account)).data;
}
