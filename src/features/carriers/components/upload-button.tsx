import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { notifyFailure } from '@/lib/notify';
import { CARRIER_DOCS_LIMITS } from '@/contract/carriers/carriers-schemas';
import { LABEL_EXTENSIONS, uploadError } from '../carriers-rules';

// Picks files and hands them over as base64, one write per file (each body stays well under
// the 1 MB the API reads). A file that is too big or of the wrong type is refused here, with why.

export type Upload = { fileName: string; file: string };

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function UploadButton({
  label,
  forLabels = false,
  onUpload,
}: {
  label: string;
  forLabels?: boolean;
  /** One file at a time; resolves when stored, rejects when refused (already said). */
  onUpload: (upload: Upload) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const resetRef = useRef<() => void>(null);
  const pick = async (files: File[]) => {
    resetRef.current?.();
    const chosen = files.slice(0, CARRIER_DOCS_LIMITS.filesPerCall);
    if (files.length > chosen.length) {
      notifyFailure(`At most ${CARRIER_DOCS_LIMITS.filesPerCall} files at a time.`);
    }
    setBusy(true);
    try {
      for (const file of chosen) {
        const refused = uploadError(file, forLabels);
        if (refused) {
          notifyFailure(`${file.name}: ${refused}`);
          continue;
        }
        await onUpload({ fileName: file.name, file: await base64Of(file) }).catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton
      multiple
      resetRef={resetRef}
      accept={forLabels ? LABEL_EXTENSIONS.join(',') : undefined}
      onChange={(files) => void pick(files)}
    >
      {(props) => (
        <RequiresNetwork>
          <Button
            {...props}
            size="compact-sm"
            variant="light"
            loading={busy}
            leftSection={<IconUpload size={14} aria-hidden />}
          >
            {label}
          </Button>
        </RequiresNetwork>
      )}
    </FileButton>
  );
}
