import { Alert, Center, Loader, Modal, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { FileViewer } from '@/components/file-viewer/file-viewer';
import {
  entityIdMessage,
  fileNameFor,
  isEmptyFile,
  missingFileMessage,
  parseEntityId,
} from '@/lib/files';
import type { Account } from '@/lib/session/accounts';
import { parcelQueries } from '../api/parcel-queries';
import type { DownloadedFile } from '../api/parcel-schemas';
import { PrintButton, PrintDriverButton } from './parcel-file-actions';

// The label and invoice viewers over the parcel list (spec a sections 2 and 7).

const SMALL_SCREEN = '(max-width: 48em)';

type AccountRef = Pick<Account, 'id'>;

/** `original` of the label route: 1 the carrier's original label, 0 (also for garbage) ours. */
export const labelSearchSchema = v.object({
  original: v.optional(
    v.fallback(
      v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist([0, 1])),
      0,
    ),
    0,
  ),
});
export const labelSearchDefaults = { original: 0 as 0 | 1 };

function FileModalFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const small = useMediaQuery(SMALL_SCREEN);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}

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
    return (
      <Center py="xl">
        <Loader aria-label="Loading file" />
      </Center>
    );
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
  account,
  rawId,
  original,
  onOriginalChange,
  onClose,
}: {
  account: AccountRef;
  rawId: string;
  original: boolean;
  onOriginalChange: (original: boolean) => void;
  onClose: () => void;
}) {
  const parsed = parseEntityId(rawId);
  const id = parsed === null ? '' : String(parsed);
  const query = useQuery({ ...parcelQueries.label(account, id, original), enabled: id !== '' });
  if (!id) {
    return (
      <FileModalFrame title="Label" onClose={onClose}>
        <InvalidId raw={rawId} />
      </FileModalFrame>
    );
  }
  const title = `${original ? 'Original label' : 'Label'} of parcel ${id}`;
  const hasOriginal = original || query.data?.has_original === true;
  return (
    <FileModalFrame title={title} onClose={onClose}>
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
            <PrintButton id={id} />
            <PrintDriverButton account={account} />
          </>
        }
      />
    </FileModalFrame>
  );
}

export function ParcelInvoiceModal({
  account,
  rawId,
  onClose,
}: {
  account: AccountRef;
  rawId: string;
  onClose: () => void;
}) {
  const parsed = parseEntityId(rawId);
  const id = parsed === null ? '' : String(parsed);
  const query = useQuery({ ...parcelQueries.invoice(account, id), enabled: id !== '' });
  if (!id) {
    return (
      <FileModalFrame title="Invoice" onClose={onClose}>
        <InvalidId raw={rawId} />
      </FileModalFrame>
    );
  }
  const title = `Invoice of parcel ${id}`;
  return (
    <FileModalFrame title={title} onClose={onClose}>
      <FileBody
        query={query}
        title={title}
        downloadName={(file) => fileNameFor('invoice', 'parcel', id, file)}
        missingMessage={missingFileMessage('invoice', id)}
      />
    </FileModalFrame>
  );
}
