import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { StatisticsFilter, StatisticsTableQuery } from '../statistics-filter';
import {
  StatisticsFilterDataSchema,
  StatisticsGraphSchema,
  StatisticsTableSchema,
} from '@/contract/statistics/statistics-schemas';

type AccountRef = Pick<Account, 'id'>;

// The filter choices (request types, 'Statistics per') change with deployments, not with use.
const FOR_FILTER_STALE_MS = 60 * 60_000;

export const statisticsQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'statistics'] as const,
  forFilter: (account: AccountRef) =>
    queryOptions({
      queryKey: [...statisticsQueries.all(account), 'for-filter'],
      queryFn: ({ signal }) =>
        api('stats_requests/for_filter', StatisticsFilterDataSchema, { signal }),
      staleTime: FOR_FILTER_STALE_MS,
      refetchInterval: false,
    }),
  /** GET /stats_requests: the graph and the tiles' summary. */
  graph: (account: AccountRef, filter: StatisticsFilter) =>
    queryOptions({
      queryKey: [...statisticsQueries.all(account), 'graph', filter],
      queryFn: ({ signal }) =>
        api('stats_requests', StatisticsGraphSchema, { query: filter, signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET /stats_requests/get_table: the filter query without statistics_per, paged. */
  table: (account: AccountRef, query: StatisticsTableQuery) =>
    queryOptions({
      queryKey: [...statisticsQueries.all(account), 'table', query],
      queryFn: ({ signal }) =>
        api('stats_requests/get_table', StatisticsTableSchema, { query, signal }),
      placeholderData: keepPreviousData,
    }),
};
