import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { useAccount } from '@/lib/session/use-session';
import { carrierErrorQueries } from './carrier-error-mapping-queries';
import {
  CarrierErrorMessageSchema,
  type SaveCarrierErrorBody,
  SaveCarrierErrorAnswerSchema,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';

// The writes (spec c section 7): each reloads every carrier error read of the account (the
// lists and a mapping the edit form holds); the screens toast the server's message.

function useReload() {
  const account = useAccount();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: carrierErrorQueries.all(account) });
}

/** POST /carrier_errors/save: creates without an id, edits the mapping `id`. */
export function useSaveCarrierError() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: SaveCarrierErrorBody) =>
      api('carrier_errors/save', SaveCarrierErrorAnswerSchema, { method: 'POST', body }),
    onSuccess: reload,
  });
}

/** POST /carrier_errors/delete {id}. */
export function useDeleteCarrierError() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) =>
      api('carrier_errors/delete', CarrierErrorMessageSchema, { method: 'POST', body: { id } }),
    onSuccess: reload,
  });
}
