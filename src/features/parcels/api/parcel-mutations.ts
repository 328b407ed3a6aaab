import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { type IdempotencyKeys, idempotencyKeys } from '@/lib/api/idempotency';
import type { Account } from '@/lib/session/accounts';
import { accountsStore } from '@/lib/session/accounts-store';
import { parcelQueries } from './parcel-queries';
import {
  CreatedParcelSchema,
  type NewParcel,
  PrintHashSchema,
} from '@/contract/parcels/parcel-schemas';

// Per account and kept outside the form: the same parcel sent again after a lost answer, even
// from a form opened anew, is the same write and the server answers the first result.
const createKeys = new Map<number, IdempotencyKeys>();
// The last attempt's body holds addresses: it leaves memory with its account.
accountsStore.onRemoved((account) => createKeys.delete(account.id));

function createKeysOf(account: Pick<Account, 'id'>): IdempotencyKeys {
  let keys = createKeys.get(account.id);
  if (!keys) {
    keys = idempotencyKeys();
    createKeys.set(account.id, keys);
  }
  return keys;
}

export function useCreateParcel(account: Pick<Account, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parcel: NewParcel) =>
      api('parcels/create_new', CreatedParcelSchema, {
        method: 'POST',
        body: parcel,
        idempotencyKey: createKeysOf(account).keyFor(parcel),
      }),
    onSuccess: () => {
      createKeysOf(account).succeeded();
      return queryClient.invalidateQueries({ queryKey: parcelQueries.lists(account) });
    },
  });
}

/** A print hash for one parcel's print link (spec a section 7). */
export const requestParcelPrintHash = (id: string) =>
  api('parcels/generate_print_hash', PrintHashSchema, {
    method: 'POST',
    body: { id: Number(id) },
  });
