import { Alert } from '@mantine/core';
import { unsupportedExtraMessage } from '@/lib/files';
import { RecordModal } from '../record-modal';

/**
 * A file viewer asked for a kind of file it does not know (`/parcels/{extra}/{id}` with an
 * `extra` other than label or invoice): the spec's message instead of a not-found page.
 */
export function UnsupportedExtraModal({ extra, onClose }: { extra: string; onClose: () => void }) {
  return (
    <RecordModal title="File" onClose={onClose}>
      <Alert color="red" role="alert">
        {unsupportedExtraMessage(extra)}
      </Alert>
    </RecordModal>
  );
}
