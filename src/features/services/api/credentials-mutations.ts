import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import type { Account } from '@/lib/session/accounts';
import { serviceQueries } from './services-queries';
import {
  type CredentialsEntryBody,
  DiffAnswerSchema,
  FtpCheckAnswerSchema,
  MessageSchema,
  type ServiceDetail,
} from '@/contract/services/services-schemas';

// The credentials tab's writes (spec b section 7). Their bodies carry secrets: they go in the
// request body only (never a URL), and mutations are never persisted (query-persistence.ts).

type AccountRef = Pick<Account, 'id'>;

const post = <T extends Parameters<typeof api>[1]>(path: string, schema: T, body: unknown) =>
  api(path, schema, { method: 'POST', body });

/** POST /services/save_credentials; each saved user's values become the cached answer. */
export function useSaveCredentials(account: AccountRef, serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: CredentialsEntryBody[]) =>
      post('services/save_credentials', MessageSchema, entries),
    onSuccess: async (_answer, entries) => {
      for (const entry of entries) {
        const { queryKey } = serviceQueries.credentials(account, entry.service_id, entry.user_id);
        if (entry.service_id === serviceId)
          queryClient.setQueryData(queryKey, {
            userId: entry.user_id,
            serviceId: entry.service_id,
            mode: entry.mode ?? 0,
            credentials: entry.credentials,
          });
        else queryClient.removeQueries({ queryKey });
      }
      // Account names are part of the service's details.
      const ids = new Set(entries.map((entry) => String(entry.service_id)));
      await Promise.all(
        [...ids].map((id) =>
          queryClient.invalidateQueries({ queryKey: serviceQueries.detail(account, id).queryKey }),
        ),
      );
    },
  });
}

/** POST /services/diff_credentials: what saving to the carrier version's services would change. */
export const requestCredentialsDiff = (entry: CredentialsEntryBody) =>
  post('services/diff_credentials', DiffAnswerSchema, entry);

/** POST /service_credential_check/ftp: 200 either way, `fields` naming the failing ones. */
export function useFtpCheck() {
  return useMutation({
    mutationFn: (entries: CredentialsEntryBody[]) =>
      post('service_credential_check/ftp', FtpCheckAnswerSchema, entries),
  });
}

export type RemoveCredential = { accountName: string; user_id: number; service_id: number };

/** POST /services/remove_credential. */
export function useRemoveCredential(account: AccountRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveCredential) => post('services/remove_credential', MessageSchema, body),
    onSuccess: async (_answer, body) => {
      const { queryKey } = serviceQueries.credentials(account, body.service_id, body.user_id);
      queryClient.setQueryData(queryKey, (answer) =>
        answer
          ? {
              ...answer,
              credentials: Object.fromEntries(
                Object.entries(answer.credentials).filter(([name]) => name !== body.accountName),
              ),
            }
          : answer,
      );
      await queryClient.invalidateQueries({
        queryKey: serviceQueries.detail(account, String(body.service_id)).queryKey,
      });
    },
  });
}

export type ToggleUser = { service_id: number; user_id: number; isActive: boolean };

/** POST /services/toggle_user: on success the state is set (spec b section 4). */
export function useToggleServiceUser(account: AccountRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ToggleUser) => post('services/toggle_user', MessageSchema, body),
    onSuccess: async (_answer, body) => {
      const { queryKey } = serviceQueries.detail(account, String(body.service_id));
      queryClient.setQueryData(queryKey, (service: ServiceDetail | undefined) =>
        service
          ? {
              ...service,
              accountListData: service.accountListData.map((user) =>
                user.userId === body.user_id ? { ...user, isActive: body.isActive } : user,
              ),
            }
          : service,
      );
      await queryClient.invalidateQueries({ queryKey: serviceQueries.list(account).queryKey });
    },
  });
}
