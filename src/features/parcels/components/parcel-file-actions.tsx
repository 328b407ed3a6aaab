import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { downloadFile, fileNameFor, isEmptyFile, missingFileMessage } from '@/lib/files';
import { notifyFailure } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { parcelQueries } from '../api/parcel-queries';

// What can be done with a parcel's files besides viewing them (spec a section 7): download
// the print driver and the manifest.

export const PRINT_DRIVER_FILE_NAME = 'eplprinter.exe';

/** Downloads a parcel's manifest; a missing or empty one is said in a toast. */
export function useManifestDownload() {
  const account = useAccount();
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

export function PrintDriverButton() {
  const account = useAccount();
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
