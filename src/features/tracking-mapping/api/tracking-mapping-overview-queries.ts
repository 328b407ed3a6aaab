import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import {
  TrackingMappingOverviewFilterDataSchema,
  TrackingMappingOverviewSchema,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';

type AccountRef = Pick<Account, 'id'>;

// The overview's reads (spec c section 7; decision 029): the matrix and its filter choices, under
// the area's key ('tracking-mapping'), so a mapping's change reloads the overview too. Kept on
// the device like every read, so the overview reads offline.

export const trackingMappingOverviewQueries = {
  all: (account: AccountRef) =>
    [...accountQueries.all(account), 'tracking-mapping', 'overview'] as const,
  matrix: (account: AccountRef, query: Record<string, unknown>) =>
    queryOptions({
      queryKey: [...trackingMappingOverviewQueries.all(account), 'matrix', query],
      queryFn: ({ signal }) =>
        api('tracking_mapping/overview', TrackingMappingOverviewSchema, { query, signal }),
    }),
  filters: (account: AccountRef) =>
    queryOptions({
      queryKey: [...trackingMappingOverviewQueries.all(account), 'filters'],
      queryFn: ({ signal }) =>
        api('tracking_mapping/forFilterOverview', TrackingMappingOverviewFilterDataSchema, {
          signal,
        }),
    }),
};
