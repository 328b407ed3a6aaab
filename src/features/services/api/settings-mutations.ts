import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import type { Account } from '@/lib/session/accounts';
import { serviceQueries } from './services-queries';
import { MessageSchema } from '@/contract/services/services-schemas';
import {
  SaveSettingsAnswerSchema,
  type SaveSettingsBody,
} from '@/contract/services/service-settings-schemas';

// The writes of the default parcel settings tab (spec b section 7). Each refreshes the service's
// settings and its details (whose `settings_keys` decide whether the tab shows).

type AccountRef = Pick<Account, 'id'>;

function useRefreshSettings(account: AccountRef, serviceId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: serviceQueries.settings(account, serviceId).queryKey,
      }),
      queryClient.invalidateQueries({
        queryKey: serviceQueries.detail(account, String(serviceId)).queryKey,
      }),
    ]);
}

/** POST /services/create_settings: a new key for a user. */
export function useCreateSettings(account: AccountRef, serviceId: number) {
  const refresh = useRefreshSettings(account, serviceId);
  return useMutation({
    mutationFn: (body: Omit<SaveSettingsBody, 'id'>) =>
      api('services/create_settings', SaveSettingsAnswerSchema, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** POST /services/save_settings: a key's data (its name and user stay). */
export function useSaveSettings(account: AccountRef, serviceId: number) {
  const refresh = useRefreshSettings(account, serviceId);
  return useMutation({
    mutationFn: (body: SaveSettingsBody & { id: number }) =>
      api('services/save_settings', SaveSettingsAnswerSchema, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** DELETE /services/delete_settings. */
export function useDeleteSettings(account: AccountRef, serviceId: number) {
  const refresh = useRefreshSettings(account, serviceId);
  return useMutation({
    mutationFn: (body: { id: number; user_id: number }) =>
      api('services/delete_settings', MessageSchema, { method: 'DELETE', body }),
    onSuccess: refresh,
  });
}
