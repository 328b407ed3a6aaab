import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FileViewer } from '@/components/file-viewer/file-viewer';
import { PrintButton } from '@/components/print-button';
import { RecordLoader, RecordModal } from '@/components/record-modal';
import {
  entityIdMessage,
  fileNameFor,
  isEmptyFile,
  missingFileMessage,
  parseEntityId,
} from '@/lib/files';
import { useAccount } from '@/lib/session/use-session';
import { requestPalletPrintHash } from '../api/pallet-mutations';
import { palletQueries } from '../api/pallet-queries';

/** The label viewer of a pallet (spec a section 2), a modal over the list. */
export function PalletLabelModal({ rawId, onClose }: { rawId: string; onClose: () => void }) {
  const id = parseEntityId(rawId);
  return (
    <RecordModal title={id === null ? 'Pallet label' : `Pallet label ${id}`} onClose={onClose}>
      {id === null ? (
        <Alert color="red" role="alert">
          {entityIdMessage(rawId)}
        </Alert>
      ) : (
        <PalletLabel id={id} />
      )}
    </RecordModal>
  );
}

function PalletLabel({ id }: { id: number }) {
  const query = useQuery(palletQueries.file(useAccount(), 'label', String(id)));
  if (query.isPending) {
    return <RecordLoader label="Loading label" />;
  }
  // Spec a section 8: a label with no data or an error reads the same, as not found.
  const file = query.data ?? null;
  return (
    <FileViewer
      file={file}
      title={`Label of pallet ${id}`}
      downloadName={fileNameFor('label', 'pallet', id, file)}
      missingMessage={missingFileMessage('label', id)}
      extraActions={
        isEmptyFile(file) ? undefined : (
          <PrintButton entity="pallets" id={String(id)} requestHash={requestPalletPrintHash} />
        )
      }
    />
  );
}
