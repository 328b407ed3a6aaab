import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { RequestsLogSearch } from '../requests-log-search';
import {
  RequestLogDetailSchema,
  RequestLogFilterDataSchema,
  RequestLogPageSchema,
} from '@/contract/requests-log/requests-log-schemas';

type AccountRef = Pick<Account, 'id'>;

// The filter choices (URIs, codes, request types) change with deployments, not with use.
const FOR_FILTER_STALE_MS = 60 * 60_000;

export const requestsLogQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'requests-log'] as const,
  list: (account: AccountRef, search: RequestsLogSearch) =>
    queryOptions({
      queryKey: [...requestsLogQueries.all(account), 'list', search],
      queryFn: ({ signal }) => api('requests_log', RequestLogPageSchema, { query: search, signal }),
      placeholderData: keepPreviousData,
    }),
  forFilter: (account: AccountRef) =>
    queryOptions({
      queryKey: [...requestsLogQueries.all(account), 'for-filter'],
      queryFn: ({ signal }) =>
        api('requests_log/forFilter', RequestLogFilterDataSchema, { signal }),
      staleTime: FOR_FILTER_STALE_MS,
      refetchInterval: false,
    }),
  detail: (account: AccountRef, id: string) =>
    queryOptions({
      queryKey: [...requestsLogQueries.all(account), 'detail', id],
      queryFn: ({ signal }) =>
        api('requests_log/details/', RequestLogDetailSchema, { query: { id }, signal }),
    }),
};
