import type { QueryClient } from '@tanstack/react-query';
import { type Account, accountKey } from './accounts';

/** The root of every query key of one account: all its cached reads hang under it. */
export const accountQueries = {
  all: (account: Pick<Account, 'id'>) => [accountKey(account)] as const,
};

/** Forgets everything cached for an account; called on every way an account leaves. */
export function forgetAccountData(queryClient: QueryClient, account: Pick<Account, 'id'>): void {
  queryClient.removeQueries({ queryKey: accountQueries.all(account) });
}
