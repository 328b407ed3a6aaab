import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { isApiError } from '@/lib/api/api-error';
import { downloadFile, fileNameFor, isEmptyFile, missingFileMessage } from '@/lib/files';
import { notifyFailure } from '@/lib/notify';
import { printLink, readPrintSessionId } from '@/lib/print-link';
import type { Account } from '@/lib/session/accounts';
import { useParcelPrintHash } from '../api/parcel-mutations';
import { parcelQueries } from '../api/parcel-queries';

// What can be done with a parcel's files besides viewing them (spec a section 7): print
// through a print link, download the print driver, download the manifest.

export const PRINT_DRIVER_FILE_NAME = 'eplprinter.exe';

type AccountRef = Pick<Account, 'id'>;

/** Downloads a parcel's manifest; a missing or empty one is said in a toast. */
export function useManifestDownload(account: AccountRef) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const download = async (id: string) => {
    setPending(true);
    try {
      const file = await queryClient.fetchQuery(parcelQueries.manifest(account, id));
      if (isEmptyFile(file)) notifyFailure(missingFileMessage('manifest', id));
      else downloadFile(file, fileNameFor('manifest', 'parcel', id, file));
    } catch (error) {
      notifyFailure(
        isApiError(error) && error.status === 404 ? missingFileMessage('manifest', id) : error,
      );
    } finally {
      setPending(false);
    }
  };
  return { download: (id: string) => void download(id), pending };
}

export function PrintButton({ id }: { id: string }) {
  const printHash = useParcelPrintHash();
  const print = async () => {
    const sessionId = readPrintSessionId();
    if (!sessionId) {
      notifyFailure('No print session in this browser: sign in again to print.');
      return;
    }
    try {
      const answer = await printHash.mutateAsync(id);
      const link = printLink({
        origin: window.location.origin,
        entity: 'parcels',
        id,
        sessionId,
        printHash: answer.printHash,
      });
      window.open(link, '_blank', 'noopener,noreferrer');
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <RequiresNetwork>
      <Button
        variant="light"
        leftSection={<IconPrinter size={16} aria-hidden />}
        loading={printHash.isPending}
        onClick={() => void print()}
      >
        Print
      </Button>
    </RequiresNetwork>
  );
}

export function PrintDriverButton({ account }: { account: AccountRef }) {
  const queryClient = useQueryClient();
  const driver = useMutation({
    mutationFn: () => queryClient.fetchQuery(parcelQueries.printDriver(account)),
    onSuccess: (file) => downloadFile(file, PRINT_DRIVER_FILE_NAME),
    onError: (error) => notifyFailure(error),
  });
  return (
    <Button
      variant="subtle"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={driver.isPending}
      onClick={() => driver.mutate()}
    >
      Print driver
    </Button>
  );
}
