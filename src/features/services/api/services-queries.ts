import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import {
  CredentialsAnswerSchema,
  ServiceDetailSchema,
  ServiceListSchema,
} from '@/contract/services/services-schemas';
import {
  ServiceFieldsSchema,
  ServiceSettingsSchema,
} from '@/contract/services/service-settings-schemas';

type AccountRef = Pick<Account, 'id'>;

// The services reads (spec b section 7). Everything here is kept on the device for offline
// reading, except a user's credential values: `meta.secret` keeps them in memory only, and they
// leave memory soon after the screen does (decision 024).

const CREDENTIALS_GC_MS = 60_000;

export const serviceQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'services'] as const,
  list: (account: AccountRef) =>
    queryOptions({
      queryKey: [...serviceQueries.all(account), 'list'],
      queryFn: ({ signal }) => api('services', ServiceListSchema, { signal }),
    }),
  details: (account: AccountRef) => [...serviceQueries.all(account), 'detail'] as const,
  detail: (account: AccountRef, id: string) =>
    queryOptions({
      queryKey: [...serviceQueries.details(account), id],
      queryFn: ({ signal }) =>
        api('services/save/', ServiceDetailSchema, { query: { id }, signal }),
    }),
  credentials: (account: AccountRef, serviceId: number, userId: number) =>
    queryOptions({
      queryKey: [...serviceQueries.all(account), 'credentials', serviceId, userId],
      queryFn: ({ signal }) =>
        api('services/credentials_by_user_and_service', CredentialsAnswerSchema, {
          query: { service_id: serviceId, user_id: userId },
          signal,
        }),
      meta: { secret: true },
      gcTime: CREDENTIALS_GC_MS,
      // Values typed over must not be replaced under the user by a background refetch.
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
    }),
  settings: (account: AccountRef, serviceId: number) =>
    queryOptions({
      queryKey: [...serviceQueries.all(account), 'settings', serviceId],
      queryFn: ({ signal }) =>
        api('services/settings', ServiceSettingsSchema, { query: { id: serviceId }, signal }),
    }),
  fields: (account: AccountRef, serviceId: number) =>
    queryOptions({
      queryKey: [...serviceQueries.all(account), 'fields', serviceId],
      queryFn: ({ signal }) =>
        api('services/service_fields', ServiceFieldsSchema, { query: { id: serviceId }, signal }),
    }),
};
