import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import { BarcodeRangeGroupsSchema } from '@/contract/barcode-ranges/barcode-ranges-schemas';

type AccountRef = Pick<Account, 'id'>;

// The page's one read (spec b section 7): every group in one answer, searched and sorted on the
// device, so the URL's quickSearch and sorting never reload it (and it reads the same offline).

export const barcodeRangeQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'barcode-ranges'] as const,
  list: (account: AccountRef) =>
    queryOptions({
      queryKey: [...barcodeRangeQueries.all(account), 'list'],
      queryFn: ({ signal }) => api('barcode_ranges', BarcodeRangeGroupsSchema, { signal }),
    }),
};
