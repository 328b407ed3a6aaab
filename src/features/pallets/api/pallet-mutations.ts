import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { downloadFile, fileNameFor, isEmptyFile, missingFileMessage } from '@/lib/files';
import type { Account } from '@/lib/session/accounts';
import { palletQueries, type PalletFileKind } from './pallet-queries';
import { PalletPrintHashSchema } from '@/contract/pallets/pallet-schemas';

/** A print hash for one pallet's print link (server: POST /pallets/generate_print_hash). */
export const requestPalletPrintHash = (id: string) =>
  api('pallets/generate_print_hash', PalletPrintHashSchema, {
    method: 'POST',
    body: { id: Number(id) },
  });

const MISSING_NAMES: Record<PalletFileKind, string> = {
  label: 'label',
  manifest: 'manifest',
  user_file: 'user file',
};

/**
 * Downloads one of a pallet's files through the query cache (a second click saves the same file
 * without a new call). An empty answer is reported like the server's 404.
 */
export function usePalletFileDownload(account: Pick<Account, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: PalletFileKind; id: number }) => {
      const file = await queryClient.fetchQuery(palletQueries.file(account, kind, String(id)));
      if (isEmptyFile(file)) throw new Error(missingFileMessage(MISSING_NAMES[kind], id));
      downloadFile(file, fileNameFor(kind, 'pallet', id, file));
    },
  });
}
