import { Alert, Box, Button, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import {
  base64ToBlob,
  base64ToText,
  downloadFile,
  type FileLike,
  fileBase64,
  fileByteLength,
  formatFileSize,
  isZpl,
  mimeTypeOf,
  previewKindOf,
} from '@/lib/files';
import { useObjectUrlRef } from './use-object-url';
import { ZplTabs } from './zpl-tabs';

// The viewer of labels, invoices and manifests (spec a section 2), shown in a modal over the
// parcel and pallet lists: PDF, images and text from base64, ZPL labels drawn in the browser.

export type ViewerFile = FileLike & { type: string };

export type FileViewerProps = {
  file: ViewerFile | null;
  /** Names the document for assistive technology (iframe title, image alt). */
  title: string;
  /** The name the Download button saves the file under. */
  downloadName: string;
  /** Shown when the file is missing, empty or unreadable (spec a section 8). */
  missingMessage: string;
  /** E.g. original-label, print and manifest buttons, next to Download. */
  extraActions?: ReactNode;
};

type View =
  | { kind: 'missing' }
  | { kind: 'pdf' | 'image'; blob: Blob }
  | { kind: 'text' | 'zpl'; text: string }
  | { kind: 'none' };

function viewOf(file: ViewerFile | null): View {
  const base64 = fileBase64(file);
  if (!file || !base64) return { kind: 'missing' };
  try {
    const preview = previewKindOf(file.type);
    if (preview === 'pdf' || preview === 'image') {
      return { kind: preview, blob: base64ToBlob(base64, mimeTypeOf(file.type)) };
    }
    if (preview === 'text') {
      const text = base64ToText(base64);
      return { kind: isZpl(text) ? 'zpl' : 'text', text };
    }
    return { kind: 'none' };
  } catch {
    // Not base64 at all: to the user that is a file that cannot be read, i.e. missing.
    return { kind: 'missing' };
  }
}

const FRAME_HEIGHT = '70vh';

function PdfView({ blob, title }: { blob: Blob; title: string }) {
  const ref = useObjectUrlRef<HTMLIFrameElement>(blob);
  return (
    <Box
      component="iframe"
      ref={ref}
      title={title}
      w="100%"
      h={FRAME_HEIGHT}
      bd="1px solid var(--mantine-color-default-border)"
    />
  );
}

function ImageView({ blob, title }: { blob: Blob; title: string }) {
  const ref = useObjectUrlRef<HTMLImageElement>(blob);
  return (
    <img
      ref={ref}
      alt={title}
      style={{ display: 'block', maxWidth: '100%', maxHeight: FRAME_HEIGHT, margin: '0 auto' }}
    />
  );
}

function TextView({ text }: { text: string }) {
  return (
    <ScrollArea.Autosize mah={FRAME_HEIGHT} type="auto" viewportProps={{ tabIndex: 0 }}>
      <Code block>{text}</Code>
    </ScrollArea.Autosize>
  );
}

function ZplView({ text, title }: { text: string; title: string }) {
  return <ZplTabs zpl={text} alt={title} maxHeight={FRAME_HEIGHT} />;
}

function Preview({ view, title }: { view: View; title: string }) {
  switch (view.kind) {
    case 'pdf':
      return <PdfView blob={view.blob} title={title} />;
    case 'image':
      return <ImageView blob={view.blob} title={title} />;
    case 'zpl':
      return <ZplView text={view.text} title={title} />;
    case 'text':
      return <TextView text={view.text} />;
    default:
      return (
        <Text c="dimmed" py="md">
          This file type cannot be shown here; download it to open it.
        </Text>
      );
  }
}

export function FileViewer({
  file,
  title,
  downloadName,
  missingMessage,
  extraActions,
}: FileViewerProps) {
  const view = useMemo(() => viewOf(file), [file]);
  const actions = extraActions ? <Group gap="xs">{extraActions}</Group> : null;

  if (view.kind === 'missing' || !file) {
    return (
      <Stack gap="sm">
        {actions}
        <Alert color="yellow">{missingMessage}</Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadFile(file, downloadName)}
          >
            Download
          </Button>
          <Text size="sm" c="dimmed">
            {downloadName} · {formatFileSize(fileByteLength(file))}
          </Text>
        </Group>
        {actions}
      </Group>
      <Preview view={view} title={title} />
    </Stack>
  );
}
