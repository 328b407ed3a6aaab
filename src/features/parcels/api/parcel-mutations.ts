import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import type { Account } from '@/lib/session/accounts';
import { parcelQueries } from './parcel-queries';
import { CreatedParcelSchema, type NewParcel, PrintHashSchema } from './parcel-schemas';

export function useCreateParcel(account: Pick<Account, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parcel: NewParcel) =>
      api('parcels/create_new', CreatedParcelSchema, { method: 'POST', body: parcel }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelQueries.lists(account) }),
  });
}

/** A print hash for one parcel's print link (spec a section 7). */
export const requestParcelPrintHash = (id: string) =>
  api('parcels/generate_print_hash', PrintHashSchema, {
    method: 'POST',
    body: { id: Number(id) },
  });
