import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import {
  BillingClientListSchema,
  BillingClientSchema,
} from '@/contract/billing-clients/billing-clients-schemas';

type AccountRef = Pick<Account, 'id'>;

// The billing clients reads (spec c section 7), keyed under the account and kept on the device
// for offline reading like every account read (decision 018).

export type BillingClientListParams = {
  page: number;
  quantity: number;
  users: string[];
  services: string[];
};

export const billingClientQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'billing-clients'] as const,
  list: (account: AccountRef, params: BillingClientListParams) =>
    queryOptions({
      queryKey: [...billingClientQueries.all(account), 'list', params],
      queryFn: ({ signal }) =>
        api('billing_clients', BillingClientListSchema, { query: params, signal }),
    }),
  details: (account: AccountRef) => [...billingClientQueries.all(account), 'detail'] as const,
  /** `userId`: the client owner's user id (the billing client's id). */
  detail: (account: AccountRef, userId: number) =>
    queryOptions({
      queryKey: [...billingClientQueries.details(account), userId],
      queryFn: ({ signal }) =>
        api('billing_clients/get_client', BillingClientSchema, {
          query: { user_id: userId },
          signal,
        }),
    }),
};
