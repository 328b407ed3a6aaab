import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { notifySuccess } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { userQueries } from './users-queries';
import {
  type SaveUserBody,
  SaveUserAnswerSchema,
  USER_MESSAGES,
} from '@/contract/users/users-schemas';

/**
 * POST /users/save_process (spec b section 7): toasts 'Saved successfully' and reloads every
 * users read (the list, the record, its secrets), since a save may change any of them.
 */
export function useSaveUser() {
  const account = useAccount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserBody) =>
      api('users/save_process', SaveUserAnswerSchema, { method: 'POST', body }),
    onSuccess: (answer) => {
      notifySuccess(answer.message || USER_MESSAGES.saved);
      return queryClient.invalidateQueries({ queryKey: userQueries.all(account) });
    },
  });
}
