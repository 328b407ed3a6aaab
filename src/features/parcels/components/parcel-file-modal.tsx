import { Alert, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
import { requestParcelPrintHash } from '../api/parcel-mutations';
import { parcelQueries } from '../api/parcel-queries';
import type { DownloadedFile } from '@/contract/parcels/parcel-schemas';
import { PrintDriverButton } from './parcel-file-actions';

// The label and invoice viewers over the parcel list (spec a sections 2 and 7).

/** The viewer body: a loader, then the file or the not-found message. */
function FileBody({
  query,
  title,
  downloadName,
  missingMessage,
  extraActions,
}: {
  query: { data: DownloadedFile | undefined; isPending: boolean; isError: boolean };
  title: string;
  downloadName: (file: DownloadedFile) => string;
  missingMessage: string;
  extraActions?: ReactNode;
}) {
  if (query.isPending) {
    return <RecordLoader label="Loading file" />;
  }
  // A 404, an error or an empty answer all read as 'not found or empty' (spec a section 8).
  const file = query.isError || !query.data || isEmptyFile(query.data) ? null : query.data;
  return (
    <FileViewer
      file={file}
      title={title}
      downloadName={file ? downloadName(file) : ''}
      missingMessage={missingMessage}
      extraActions={extraActions}
    />
  );
}

function InvalidId({ raw }: { raw: string }) {
  return (
    <Alert color="red" title="No file">
      {entityIdMessage(raw)}
    </Alert>
  );
}

export function ParcelLabelModal({
  rawId,
  original,
  onOriginalChange,
  onClose,
}: {
  rawId: string;
  original: boolean;
  onOriginalChange: (original: boolean) => void;
  onClose: () => void;
}) {
  const parsed = parseEntityId(rawId);
  const id = parsed === null ? '' : String(parsed);
  const query = useQuery({
    ...parcelQueries.label(useAccount(), id, original),
    enabled: id !== '',
  });
  if (!id) {
    return (
      <RecordModal title="Label" onClose={onClose}>
        <InvalidId raw={rawId} />
      </RecordModal>
    );
  }
  const title = `${original ? 'Original label' : 'Label'} of parcel ${id}`;
  const hasOriginal = original || query.data?.has_original === true;
  // Print and the print driver serve a label that is there; a missing one offers neither.
  const hasLabel = query.isSuccess && !isEmptyFile(query.data);
  return (
    <RecordModal title={title} onClose={onClose} remember={query.isSuccess}>
      <FileBody
        query={query}
        title={title}
        downloadName={(file) =>
          fileNameFor(original ? 'original_label' : 'label', 'parcel', id, file)
        }
        missingMessage={missingFileMessage('label', id)}
        extraActions={
          <>
            {hasOriginal ? (
              <SegmentedControl
                aria-label="Label version"
                value={original ? 'original' : 'normal'}
                onChange={(value) => onOriginalChange(value === 'original')}
                data={[
                  { value: 'normal', label: 'Normal' },
                  { value: 'original', label: 'Original' },
                ]}
              />
            ) : null}
            {hasLabel ? (
              <>
                <PrintButton entity="parcels" id={id} requestHash={requestParcelPrintHash} />
                <PrintDriverButton />
              </>
            ) : null}
          </>
        }
      />
    </RecordModal>
  );
}

export function ParcelInvoiceModal({ rawId, onClose }: { rawId: string; onClose: () => void }) {
  const parsed = parseEntityId(rawId);
  const id = parsed === null ? '' : String(parsed);
  const query = useQuery({ ...parcelQueries.invoice(useAccount(), id), enabled: id !== '' });
  if (!id) {
    return (
      <RecordModal title="Invoice" onClose={onClose}>
        <InvalidId raw={rawId} />
      </RecordModal>
    );
  }
  const title = `Invoice of parcel ${id}`;
  return (
    <RecordModal title={title} onClose={onClose} remember={query.isSuccess}>
      <FileBody
        query={query}
        title={title}
        downloadName={(file) => fileNameFor('invoice', 'parcel', id, file)}
        missingMessage={missingFileMessage('invoice', id)}
      />
    </RecordModal>
  );
}
