import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { PudoMapParams } from '../pudo-points-search';
import { PudoMapSchema, PudoPointsDataSchema } from '@/contract/pudo-points/pudo-points-schemas';

type AccountRef = Pick<Account, 'id'>;

// The pickup points reads (spec c section 7). Both are kept on the device for offline reading
// (decision 018): a search made online shows offline from its copy.

export const pudoPointQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'pudo-points'] as const,
  /** The services that offer pickup points, their credentials keys and users. */
  services: (account: AccountRef) =>
    queryOptions({
      queryKey: [...pudoPointQueries.all(account), 'services'],
      queryFn: ({ signal }) => api('pudo_points', PudoPointsDataSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** The points of one search; a search does not change under the user, so no polling. */
  map: (account: AccountRef, params: PudoMapParams) =>
    queryOptions({
      queryKey: [...pudoPointQueries.all(account), 'map', params],
      queryFn: ({ signal }) => api('pudo_points/map', PudoMapSchema, { query: params, signal }),
      staleTime: 5 * 60_000,
      refetchInterval: false,
      // A refused search (400) is said once, not asked again.
      retry: false,
    }),
};
