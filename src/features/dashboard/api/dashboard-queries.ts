import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DASHBOARD_POLLING_INTERVAL_MS } from '@/contract/constants';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { RequestsQuery } from '../dashboard-search';
import {
  DashboardRequestsSchema,
  ErrorMappingSchema,
  HealthStatusesSchema,
  ParcelsReportSchema,
  TrackingMappingSchema,
} from '@/contract/dashboard/dashboard-schemas';

type AccountRef = Pick<Account, 'id'>;

/** The parcels widget always reports the last 30 days (decision 012). */
export const PARCELS_REPORT_DAYS_RANGE = 30;

// Every widget polls on its own (spec a section 9); idle and hidden tabs pause it (query client).
const POLLED = { refetchInterval: DASHBOARD_POLLING_INTERVAL_MS } as const;

export const dashboardQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'dashboard'] as const,
  health: (account: AccountRef) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(account), 'health'],
      queryFn: ({ signal }) => api('dashboard/healthCheck', HealthStatusesSchema, { signal }),
      ...POLLED,
    }),
  errorMapping: (account: AccountRef) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(account), 'error-mapping'],
      queryFn: ({ signal }) => api('dashboard/errorMapping', ErrorMappingSchema, { signal }),
      ...POLLED,
    }),
  trackingMapping: (account: AccountRef) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(account), 'tracking-mapping'],
      queryFn: ({ signal }) => api('dashboard/trackingMapping', TrackingMappingSchema, { signal }),
      ...POLLED,
    }),
  requests: (account: AccountRef, query: RequestsQuery) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(account), 'requests', query],
      queryFn: ({ signal }) =>
        api('dashboard/requests', DashboardRequestsSchema, { query, signal }),
      // The previous choice's graph stays up while the next one loads.
      placeholderData: keepPreviousData,
      ...POLLED,
    }),
  parcels: (account: AccountRef, groupBy: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(account), 'parcels', groupBy],
      queryFn: ({ signal }) =>
        api('dashboard/parcelsStatistics', ParcelsReportSchema, {
          query: { group_by: groupBy, days_range: PARCELS_REPORT_DAYS_RANGE },
          signal,
        }),
      placeholderData: keepPreviousData,
      ...POLLED,
    }),
};
