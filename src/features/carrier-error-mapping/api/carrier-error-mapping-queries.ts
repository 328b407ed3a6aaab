import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type {
  CarrierErrorFilterParams,
  CarrierErrorListParams,
} from '../carrier-error-mapping-search';
import { findMapping, mappingIn } from '../carrier-error-rules';
import {
  CARRIER_ERROR_MESSAGES,
  CarrierErrorCsvSchema,
  CarrierErrorExampleSchema,
  type CarrierErrorList,
  CarrierErrorListSchema,
  CarrierErrorFilterDataSchema,
  type CarrierErrorMapping,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';

type AccountRef = Pick<Account, 'id'>;

// The carrier error mapping reads (spec c section 7; the contract's comments). All of them are
// kept on the device for offline reading (decision 018); the CSV is a download, never cached.

export const carrierErrorQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'carrier-errors'] as const,
  lists: (account: AccountRef) => [...carrierErrorQueries.all(account), 'list'] as const,
  list: (account: AccountRef, params: CarrierErrorListParams) =>
    queryOptions({
      queryKey: [...carrierErrorQueries.lists(account), params],
      queryFn: ({ signal }) =>
        api('carrier_errors', CarrierErrorListSchema, { query: params, signal }),
      placeholderData: keepPreviousData,
    }),
  /** The filters' and the form's choices: result error codes, carriers with their versions. */
  forFilter: (account: AccountRef) =>
    queryOptions({
      queryKey: [...carrierErrorQueries.all(account), 'for-filter'],
      queryFn: ({ signal }) =>
        api('carrier_errors/forFilter', CarrierErrorFilterDataSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
  /**
   * One mapping for the edit form. The API has no call for one: it is looked for in the whole
   * list, page after page (the modal first takes it from a list at hand, `cachedMapping`).
   */
  detail: (account: AccountRef, id: number) =>
    queryOptions({
      queryKey: [...carrierErrorQueries.all(account), 'detail', id],
      queryFn: async ({ signal }): Promise<CarrierErrorMapping> => {
        const found = await findMapping(id, (page, quantity) =>
          api('carrier_errors', CarrierErrorListSchema, { query: { page, quantity }, signal }),
        );
        if (found) return found;
        // As the server words a missing mapping; a 4xx is not retried.
        throw new ApiError({
          kind: 'http',
          status: 404,
          statusText: 'Not Found',
          body: { errors: [{ message: CARRIER_ERROR_MESSAGES.notFound }] },
        });
      },
    }),
  /** GET /carrier_errors/get_example?id: 404 when the mapping has none. */
  example: (account: AccountRef, id: number) =>
    queryOptions({
      queryKey: [...carrierErrorQueries.all(account), 'example', id],
      queryFn: ({ signal }) =>
        api('carrier_errors/get_example', CarrierErrorExampleSchema, { query: { id }, signal }),
      // A recorded call does not change: no polling, asked once.
      staleTime: Infinity,
      refetchInterval: false,
      retryOnMount: false,
    }),
};

/**
 * The mapping `id` from the account's list answers in memory (any filters, any page), the
 * newest answer first.
 */
export function cachedMapping(
  queryClient: QueryClient,
  account: AccountRef,
  id: number,
): CarrierErrorMapping | undefined {
  const lists = queryClient
    .getQueryCache()
    .findAll({ queryKey: carrierErrorQueries.lists(account) })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .map((query) => query.state.data as CarrierErrorList | undefined);
  return mappingIn(lists, id);
}

/** GET /carrier_errors/download_csv with the list's filters: the server's file and name. */
export function fetchCarrierErrorCsv(params: CarrierErrorFilterParams, signal?: AbortSignal) {
  return api('carrier_errors/download_csv', CarrierErrorCsvSchema, { query: params, signal });
}
