import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import { UserListSchema, UserPageSchema, UserSecretsSchema } from '@/contract/users/users-schemas';

type AccountRef = Pick<Account, 'id'>;

// The users reads (spec b section 7). Everything here is kept on the device for offline reading,
// except a user's secrets (API keys, service credentials): `meta.secret` keeps them in memory
// only, and they leave memory soon after the screen does (decision 027).

const SECRETS_GC_MS = 60_000;

export type UserListParams = { search?: string; page: number; quantity: number };

export const userQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'users'] as const,
  list: (account: AccountRef, params: UserListParams) =>
    queryOptions({
      queryKey: [...userQueries.all(account), 'list', params],
      queryFn: ({ signal }) => api('users', UserListSchema, { query: params, signal }),
    }),
  details: (account: AccountRef) => [...userQueries.all(account), 'detail'] as const,
  /** `id` is a user id, or 'create' for the empty form's lists. */
  detail: (account: AccountRef, id: string) =>
    queryOptions({
      queryKey: [...userQueries.details(account), id],
      queryFn: ({ signal }) =>
        api('users/save_page/', UserPageSchema, {
          query: { id: id === 'create' ? 0 : id },
          signal,
        }),
    }),
  secrets: (account: AccountRef, userId: number) =>
    queryOptions({
      queryKey: [...userQueries.all(account), 'secrets', userId],
      queryFn: ({ signal }) =>
        api('users/secrets/', UserSecretsSchema, { query: { id: userId }, signal }),
      meta: { secret: true },
      gcTime: SECRETS_GC_MS,
      // Keys typed over must not be replaced under the user by a background refetch.
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
    }),
};
