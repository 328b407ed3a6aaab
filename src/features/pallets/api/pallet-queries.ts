import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { FILE_QUERY_OPTIONS } from '@/lib/files';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { PalletsSearch } from '../pallets-search';
import {
  PalletFileSchema,
  PalletPageSchema,
  PalletSchema,
} from '@/contract/pallets/pallet-schemas';

type AccountRef = Pick<Account, 'id'>;

export type PalletFileKind = 'label' | 'manifest' | 'user_file';
const FILE_PATHS: Record<PalletFileKind, string> = {
  label: 'pallets/download_label',
  manifest: 'pallets/download_manifest',
  user_file: 'pallets/download_user_file',
};

export const palletQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'pallets'] as const,
  lists: (account: AccountRef) => [...palletQueries.all(account), 'list'] as const,
  list: (account: AccountRef, search: PalletsSearch) =>
    queryOptions({
      queryKey: [...palletQueries.lists(account), search],
      queryFn: ({ signal }) => api('pallets', PalletPageSchema, { query: search, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (account: AccountRef, id: string) =>
    queryOptions({
      queryKey: [...palletQueries.all(account), 'detail', id],
      queryFn: ({ signal }) => api('pallets/details', PalletSchema, { query: { id }, signal }),
    }),
  file: (account: AccountRef, kind: PalletFileKind, id: string, original = false) =>
    queryOptions({
      queryKey: [...palletQueries.all(account), 'file', kind, id, original ? 1 : 0],
      queryFn: ({ signal }) =>
        api(FILE_PATHS[kind], PalletFileSchema, {
          query: kind === 'label' ? { id, original: original ? 1 : 0 } : { id },
          signal,
        }),
      ...FILE_QUERY_OPTIONS,
    }),
};
