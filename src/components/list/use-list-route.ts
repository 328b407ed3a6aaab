import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { FIRST_PAGE } from '@/contract/constants';
import type { ListFilters } from '@/lib/list-filters';
import type { FilterMode } from '@/lib/list-search';

// One list's URL, as one unit (ARCHITECTURE.md: filters live in the URL): patching the search,
// paging, the mode, Apply (back to page 1), Discard (every filter off, from page 1; page size and
// mode kept), removing one filter, and the params its query is made of. A list screen is its
// search schema, its columns and its card (components/list/list-screen.tsx); this hook is the rest.

/** The list routes: a route whose search has paging and mode. */
export type ListRouteId =
  | '/_app/parcels'
  | '/_app/pallets'
  | '/_app/stats_requests'
  | '/_app/requests_log'
  | '/_app/healthcheck/details'
  | '/_app/users'
  | '/_app/tracking_mapping'
  | '/_app/carrier_error_mapping'
  | '/_app/cron_robots'
  | '/_app/billing_clients/';

export type ListSearchBase = { page: number; quantity: number; mode: FilterMode };

export type ListRoute<F extends ListFilters, S extends ListSearchBase = ListSearchBase> = {
  /** The list's name (its route path), e.g. where the panel's folded state is kept. */
  name: string;
  filters: F;
  /** The whole URL search of the list route. */
  search: S;
  /** The list query's input: paging, mode and filters, nothing else of the URL. */
  params: S;
  /** The URL has moved on (another page, Apply, Discard) and the route is still loading it: the
   *  rows on screen are the previous search's. */
  loading: boolean;
  patch: (next: Record<string, unknown>) => void;
  setPage: (page: number) => void;
  setQuantity: (quantity: number) => void;
  setMode: (mode: FilterMode) => void;
  apply: (applied: Record<string, unknown>) => void;
  discard: () => void;
  remove: (name: string) => void;
};

export function useListRoute<F extends ListFilters, S extends ListSearchBase = ListSearchBase>(
  from: ListRouteId,
  filters: F,
): ListRoute<F, S> {
  const search = useSearch({ from }) as unknown as S;
  const navigate = useNavigate();
  // A change of the list's search keeps this path; opening a record over the list does not.
  const loading = useRouterState({
    select: (state) =>
      state.isLoading && state.location.pathname === state.resolvedLocation?.pathname,
  });

  const patch = useCallback(
    (next: Record<string, unknown>) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, ...next }),
      } as never),
    [navigate],
  );

  // Only what the list is made of: a modal's tab over the list must not refetch it. Kept the
  // same object while those keys are the same, so the query key and the memoised rows hold.
  const paramsKey = JSON.stringify(filters.paramsOf(search));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- paramsKey is the params' identity
  const params = useMemo(() => filters.paramsOf(search), [filters, paramsKey]);

  return {
    name: from.replace('/_app/', ''),
    filters,
    search,
    params,
    loading,
    patch,
    setPage: (page) => patch({ page }),
    setQuantity: (quantity) => patch({ quantity, page: FIRST_PAGE }),
    setMode: (mode) => patch({ mode, page: FIRST_PAGE }),
    apply: (applied) => patch({ ...applied, page: FIRST_PAGE }),
    discard: () => patch({ ...filters.cleared(), page: FIRST_PAGE }),
    remove: (name) => patch({ ...filters.without(name), page: FIRST_PAGE }),
  };
}
