import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { TrackingMappingListParams } from '../tracking-mapping-search';
import {
  TrackingMappingAddDataSchema,
  TrackingMappingCsvSchema,
  TrackingMappingFilterDataSchema,
  TrackingMappingPageSchema,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';

type AccountRef = Pick<Account, 'id'>;

// The list's reads (spec c section 7; decision 029), under the area's key ('tracking-mapping',
// the overview's too), so a write reloads both. Kept on the device like every read: the list
// reads offline. The CSV is fetched on each click, never cached: it is a download, not a view.

export const trackingMappingQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'tracking-mapping'] as const,
  lists: (account: AccountRef) => [...trackingMappingQueries.all(account), 'list'] as const,
  list: (account: AccountRef, params: TrackingMappingListParams) =>
    queryOptions({
      queryKey: [...trackingMappingQueries.lists(account), params],
      queryFn: ({ signal }) =>
        api('tracking_mapping', TrackingMappingPageSchema, { query: params, signal }),
    }),
  /** The filters' choices and the status select's: tracked carriers, Not mapped + statuses. */
  filterData: (account: AccountRef) =>
    queryOptions({
      queryKey: [...trackingMappingQueries.all(account), 'for-filter'],
      queryFn: ({ signal }) =>
        api('tracking_mapping/forFilter', TrackingMappingFilterDataSchema, { signal }),
    }),
  /** The create modal's carriers. */
  addData: (account: AccountRef) =>
    queryOptions({
      queryKey: [...trackingMappingQueries.all(account), 'for-add'],
      queryFn: ({ signal }) =>
        api('tracking_mapping/forAdd', TrackingMappingAddDataSchema, { signal }),
    }),
};

/** GET /tracking_mapping/download_csv with the list's filters (paging ignored by the server). */
export function fetchTrackingMappingCsv(params: TrackingMappingListParams, signal?: AbortSignal) {
  const { page: _page, quantity: _quantity, ...filters } = params;
  return api('tracking_mapping/download_csv', TrackingMappingCsvSchema, {
    query: filters,
    signal,
  });
}
