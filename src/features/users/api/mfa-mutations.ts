import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import { useAccount } from '@/lib/session/use-session';
import { userQueries } from './users-queries';
import { type EnableMfaBody, EnableMfaAnswerSchema } from '@/contract/users/users-schemas';

// Two-factor authentication of a user (spec b sections 4 and 7). Either write changes the user's
// `mfa` flag, which the record and the list show: both reload.

/** POST /users/save_mfa answers a message at most (the spec names none). */
const SaveMfaAnswerSchema = v.object({ message: v.optional(v.string()) });

function useReloadUsers() {
  const account = useAccount();
  const queryClient = useQueryClient();
  // Every users read (the records and the lists; an inactive secrets query only goes stale).
  return () => queryClient.invalidateQueries({ queryKey: userQueries.all(account) });
}

/** POST /users/enable_mfa {id, mfa}: a QR code comes back only for one's own, switched on. */
export function useEnableMfa() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (body: EnableMfaBody) =>
      api('users/enable_mfa', EnableMfaAnswerSchema, { method: 'POST', body }),
    onSuccess: reload,
  });
}

/** POST /users/save_mfa {mfa_code}: the six digits of the app, proving the setup worked. */
export function useSaveMfa() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (code: string) =>
      api('users/save_mfa', SaveMfaAnswerSchema, { method: 'POST', body: { mfa_code: code } }),
    onSuccess: reload,
  });
}
