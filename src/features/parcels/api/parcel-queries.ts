import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { FILE_QUERY_OPTIONS } from '@/lib/files';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { ParcelsSearch } from '../parcels-search';
import {
  DownloadedFileSchema,
  ParcelDetailSchema,
  ParcelPageSchema,
} from '@/contract/parcels/parcel-schemas';

type AccountRef = Pick<Account, 'id'>;

export const parcelQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'parcels'] as const,
  lists: (account: AccountRef) => [...parcelQueries.all(account), 'list'] as const,
  list: (account: AccountRef, search: ParcelsSearch) =>
    queryOptions({
      queryKey: [...parcelQueries.lists(account), search],
      queryFn: ({ signal }) => api('parcels', ParcelPageSchema, { query: search, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (account: AccountRef, id: string) =>
    queryOptions({
      queryKey: [...parcelQueries.all(account), 'detail', id],
      queryFn: ({ signal }) =>
        api('parcels/details/', ParcelDetailSchema, { query: { id }, signal }),
    }),
  label: (account: AccountRef, id: string, original: boolean) =>
    queryOptions({
      queryKey: [...parcelQueries.all(account), 'label', id, original ? 1 : 0],
      queryFn: ({ signal }) =>
        api('parcels/download_label', DownloadedFileSchema, {
          query: { id, original: original ? 1 : 0 },
          signal,
        }),
      ...FILE_QUERY_OPTIONS,
    }),
  invoice: (account: AccountRef, id: string) =>
    queryOptions({
      queryKey: [...parcelQueries.all(account), 'invoice', id],
      queryFn: ({ signal }) =>
        api('parcels/download_invoice', DownloadedFileSchema, { query: { id }, signal }),
      ...FILE_QUERY_OPTIONS,
    }),
  manifest: (account: AccountRef, id: string) =>
    queryOptions({
      queryKey: [...parcelQueries.all(account), 'manifest', id],
      queryFn: ({ signal }) =>
        api('parcels/download_manifest', DownloadedFileSchema, { query: { id }, signal }),
      ...FILE_QUERY_OPTIONS,
    }),
  printDriver: (account: AccountRef) =>
    queryOptions({
      queryKey: [...parcelQueries.all(account), 'print-driver'],
      queryFn: ({ signal }) =>
        api('print_driver/download_driver', DownloadedFileSchema, { signal }),
      ...FILE_QUERY_OPTIONS,
    }),
};
