import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import {
  type BillingPricesQuery,
  BillingPricesFileSchema,
  BillingPricesSchema,
} from '@/contract/billing-prices/billing-prices-schemas';

type AccountRef = Pick<Account, 'id'>;

// The prices reads (spec c section 7): the table is kept on the device like every account read
// (decision 018); the CSV is a download, fetched on demand and never cached.

export const billingPriceQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'billing-prices'] as const,
  table: (account: AccountRef, query: BillingPricesQuery) =>
    queryOptions({
      queryKey: [...billingPriceQueries.all(account), 'table', query],
      queryFn: ({ signal }) => api('billing_prices', BillingPricesSchema, { query, signal }),
    }),
};

/** GET /billing_prices/download: the table as the server's CSV file and its name. */
export function fetchPricesFile(query: BillingPricesQuery) {
  return api('billing_prices/download', BillingPricesFileSchema, { query });
}
