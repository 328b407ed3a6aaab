import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { HealthChecksSearch } from '../health-check-search';
import {
  HealthCardsSchema,
  HealthCheckDetailSchema,
  HealthCheckPageSchema,
} from '@/contract/health-check/health-check-schemas';

type AccountRef = Pick<Account, 'id'>;

/** A check is found by its own id, or by the API request that ran it. */
export type HealthCheckKey = { id: string } | { request_id: string };

export const healthCheckQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'health-check'] as const,
  cards: (account: AccountRef) =>
    queryOptions({
      queryKey: [...healthCheckQueries.all(account), 'cards'],
      // A live board: the app's one-minute polling follows the checks, run every minute.
      queryFn: ({ signal }) => api('healthcheck', HealthCardsSchema, { signal }),
    }),
  list: (account: AccountRef, search: HealthChecksSearch) =>
    queryOptions({
      queryKey: [...healthCheckQueries.all(account), 'list', search],
      queryFn: ({ signal }) =>
        api('healthcheck/detail', HealthCheckPageSchema, { query: search, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (account: AccountRef, key: HealthCheckKey) =>
    queryOptions({
      queryKey: [...healthCheckQueries.all(account), 'detail', key],
      queryFn: ({ signal }) =>
        api('healthcheck/getData', HealthCheckDetailSchema, { query: key, signal }),
    }),
};
