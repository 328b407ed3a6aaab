import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import { useAccount } from '@/lib/session/use-session';
import { carrierQueries } from './carriers-queries';
import {
  type AddContactBody,
  type AddFileBody,
  type AddInfoBody,
  type AddLabelBody,
  CarrierDocsMessageSchema,
  ContactSavedSchema,
  type DeleteContactBody,
  type DeleteFileBody,
  type DeleteLabelBody,
  type LinkBody,
  type SaveLogoBody,
  type SaveNoteBody,
  type ToggleWhitelistingBody,
  type UpdateContactBody,
  WhitelistingFileSchema,
} from '@/contract/carriers/carriers-schemas';

// The carrier documentation's writes (spec c section 7, decision 044): each reloads the carrier's
// details (a new version appears there once its first write is stored); the logo also reloads
// the list, which shows it.

function useCarrierWrite<B extends { carrierId: number }, S extends v.GenericSchema>(
  path: string,
  schema: S,
  { list = false }: { list?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (body: B) => api(`carriers_docs/${path}`, schema, { method: 'POST', body }),
    onSuccess: async (_answer, body) => {
      await queryClient.invalidateQueries({
        queryKey: carrierQueries.details(account, body.carrierId).queryKey,
      });
      if (list)
        await queryClient.invalidateQueries({ queryKey: carrierQueries.list(account).queryKey });
    },
  });
}

const Message = CarrierDocsMessageSchema;

export const useSaveNote = () =>
  useCarrierWrite<SaveNoteBody, typeof Message>('save_note', Message);
export const useSaveLogo = () =>
  useCarrierWrite<SaveLogoBody, typeof Message>('save_logo', Message, { list: true });
export const useAddContact = () =>
  useCarrierWrite<AddContactBody, typeof ContactSavedSchema>('add_contact', ContactSavedSchema);
export const useUpdateContact = () =>
  useCarrierWrite<UpdateContactBody, typeof ContactSavedSchema>(
    'update_contact',
    ContactSavedSchema,
  );
export const useDeleteContact = () =>
  useCarrierWrite<DeleteContactBody, typeof Message>('delete_contact', Message);
export const useAddLabel = () =>
  useCarrierWrite<AddLabelBody, typeof Message>('add_label', Message);
export const useDeleteLabel = () =>
  useCarrierWrite<DeleteLabelBody, typeof Message>('delete_label', Message);
export const useAddFile = () => useCarrierWrite<AddFileBody, typeof Message>('add_file', Message);
export const useDeleteFile = () =>
  useCarrierWrite<DeleteFileBody, typeof Message>('delete_file', Message);
export const useAddLink = () => useCarrierWrite<LinkBody, typeof Message>('add_link', Message);
export const useDeleteLink = () =>
  useCarrierWrite<LinkBody, typeof Message>('delete_link', Message);
export const useAddInfo = () => useCarrierWrite<AddInfoBody, typeof Message>('add_info', Message);
export const useToggleWhitelisting = () =>
  useCarrierWrite<ToggleWhitelistingBody, typeof Message>('toggle_whitelisting', Message);

/** GET download_whitelisting: an action URL of its own (spec c section 6), not a cached read. */
export const fetchWhitelisting = () =>
  api('carriers_docs/download_whitelisting', WhitelistingFileSchema);
