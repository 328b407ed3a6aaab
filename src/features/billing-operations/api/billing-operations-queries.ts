import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { ReportsParams, TransactionsParams } from '../billing-operations-search';
import {
  ClientBalanceSchema,
  ClientsBalancesSchema,
  OperationsListsSchema,
  ReportsPageSchema,
  TransactionsPageSchema,
} from '@/contract/billing-operations/billing-operations-schemas';

type AccountRef = Pick<Account, 'id'>;

// The billing operations reads (spec c section 7), kept on the device like every account read
// (decision 018): the page's lists, a client's balance, every client's balance (super admins),
// the reports and the transactions log. An income makes all of them stale.

export const billingOperationQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'billing-operations'] as const,
  lists: (account: AccountRef) =>
    queryOptions({
      queryKey: [...billingOperationQueries.all(account), 'lists'],
      queryFn: ({ signal }) => api('billing_operations', OperationsListsSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** A client user's own balance (no id), or the named client's. */
  balance: (account: AccountRef, clientId: string | undefined) =>
    queryOptions({
      queryKey: [...billingOperationQueries.all(account), 'balance', clientId ?? 'own'],
      queryFn: ({ signal }) =>
        api('billing_operations/client_balance', ClientBalanceSchema, {
          query: clientId ? { client_id: clientId } : {},
          signal,
        }),
    }),
  balances: (account: AccountRef) =>
    queryOptions({
      queryKey: [...billingOperationQueries.all(account), 'balances'],
      queryFn: ({ signal }) =>
        api('billing_operations/clients_balances', ClientsBalancesSchema, { signal }),
    }),
  reports: (account: AccountRef, params: ReportsParams) =>
    queryOptions({
      queryKey: [...billingOperationQueries.all(account), 'reports', params],
      queryFn: ({ signal }) =>
        api('billing_operations/reports', ReportsPageSchema, { query: params, signal }),
    }),
  transactions: (account: AccountRef, params: TransactionsParams) =>
    queryOptions({
      queryKey: [...billingOperationQueries.all(account), 'transactions', params],
      queryFn: ({ signal }) =>
        api('billing_operations/transactions_log', TransactionsPageSchema, {
          query: params,
          signal,
        }),
    }),
};
