import { Alert, Button, Center, Loader, Modal } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FileViewer } from '@/components/file-viewer/file-viewer';
import { RequiresNetwork } from '@/components/requires-network';
import {
  entityIdMessage,
  fileNameFor,
  isEmptyFile,
  missingFileMessage,
  parseEntityId,
} from '@/lib/files';
import { notifyFailure } from '@/lib/notify';
import { printLink, readPrintSessionId } from '@/lib/print-link';
import type { Account } from '@/lib/session/accounts';
import { usePalletPrintHash } from '../api/pallet-mutations';
import { palletQueries } from '../api/pallet-queries';

const NO_PRINT_SESSION = 'No print session on this device: sign in again to print.';

/** The label viewer of a pallet (spec a section 2), a modal over the list. */
export function PalletLabelModal({
  account,
  rawId,
  onClose,
}: {
  account: Account;
  rawId: string;
  onClose: () => void;
}) {
  const id = parseEntityId(rawId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={id === null ? 'Pallet label' : `Pallet label ${id}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {id === null ? (
        <Alert color="red" role="alert">
          {entityIdMessage(rawId)}
        </Alert>
      ) : (
        <PalletLabel account={account} id={id} />
      )}
    </Modal>
  );
}

function PalletLabel({ account, id }: { account: Account; id: number }) {
  const query = useQuery(palletQueries.file(account, 'label', String(id)));
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading label" />
      </Center>
    );
  }
  // Spec a section 8: a label with no data or an error reads the same, as not found.
  const file = query.data ?? null;
  return (
    <FileViewer
      file={file}
      title={`Label of pallet ${id}`}
      downloadName={fileNameFor('label', 'pallet', id, file)}
      missingMessage={missingFileMessage('label', id)}
      extraActions={isEmptyFile(file) ? undefined : <PrintButton id={id} />}
    />
  );
}

/**
 * Print opens the print link (spec a section 7) in a new tab. The tab is opened on the click
 * itself, before the print hash arrives, so popup blockers let it through.
 */
function PrintButton({ id }: { id: number }) {
  const printHash = usePalletPrintHash();
  const print = () => {
    const sessionId = readPrintSessionId();
    if (!sessionId) {
      notifyFailure(NO_PRINT_SESSION);
      return;
    }
    const tab = window.open('', '_blank');
    printHash.mutate(id, {
      onSuccess: (answer) => {
        const url = printLink({
          origin: window.location.origin,
          entity: 'pallets',
          id,
          sessionId,
          printHash: answer.printHash,
        });
        if (!tab) {
          window.open(url, '_blank', 'noopener');
          return;
        }
        tab.opener = null;
        tab.location.href = url;
      },
      onError: (error) => {
        tab?.close();
        notifyFailure(error);
      },
    });
  };
  return (
    <RequiresNetwork>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        loading={printHash.isPending}
        onClick={print}
      >
        Print
      </Button>
    </RequiresNetwork>
  );
}
