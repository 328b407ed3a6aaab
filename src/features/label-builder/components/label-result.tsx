import { Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useObjectUrlRef } from '@/components/file-viewer/use-object-url';
import { ZplTabs } from '@/components/file-viewer/zpl-tabs';
import { QueryError } from '@/components/query-error';
import { RequiresNetwork } from '@/components/requires-network';
import { LABEL_FRAME_HEIGHT_PX } from '@/contract/constants';
import { base64ToBlob, downloadFile, downloadText } from '@/lib/files';
import { useAccount } from '@/lib/session/use-session';
import { labelBuilderQueries } from '../api/label-builder-queries';
import type { LabelAnswer, LabelSettings } from '@/contract/label-builder/label-builder-schemas';
import { labelFileName, resultKindOf, zplSizeOf } from '../label-builder-rules';
import { LabelPrintButton } from './label-print-button';

// The result (spec c sections 2, 4, 9): HTML in a sandboxed frame (no scripts, no same-origin)
// 786 px high, a PDF embedded, ZPL drawn by the app's renderer; Download and Print above it.

const frameStyle = {
  width: '100%',
  height: LABEL_FRAME_HEIGHT_PX,
  border: '1px solid var(--mantine-color-default-border)',
  background: '#fff',
} as const;

function HtmlLabel({ html }: { html: string }) {
  return <iframe sandbox="" srcDoc={html} title="Label (HTML)" style={frameStyle} />;
}

function PdfLabel({ base64 }: { base64: string }) {
  const blob = useMemo(() => base64ToBlob(base64, 'application/pdf'), [base64]);
  const ref = useObjectUrlRef<HTMLIFrameElement>(blob);
  return <iframe ref={ref} title="Label (PDF)" style={frameStyle} />;
}

function ZplLabel({ zpl, settings }: { zpl: string; settings: LabelSettings }) {
  return (
    <ZplTabs
      zpl={zpl}
      alt="Label (ZPL)"
      size={zplSizeOf(settings.labelDpi)}
      maxHeight={LABEL_FRAME_HEIGHT_PX}
    />
  );
}

function download(answer: LabelAnswer) {
  const name = labelFileName(answer);
  const kind = resultKindOf(answer);
  if (kind === 'pdf') downloadFile({ type: 'pdf', data: answer.label }, name);
  else downloadText(answer.label, name, kind === 'html' ? 'text/html' : 'text/plain');
}

function Result({ settings }: { settings: LabelSettings }) {
  const account = useAccount();
  const label = useQuery(labelBuilderQueries.label(account, settings));
  if (label.data === undefined) {
    if (label.error) {
      return <QueryError error={label.error} onRetry={() => void label.refetch()} />;
    }
    return (
      <Group gap="sm" py="xl" justify="center" role="status">
        <Loader size="sm" />
        <Text size="sm">Creating label…</Text>
      </Group>
    );
  }
  const answer = label.data;
  const kind = resultKindOf(answer);
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-start">
        <RequiresNetwork>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(answer)}
          >
            Download
          </Button>
        </RequiresNetwork>
        <LabelPrintButton settings={settings} />
        <Text size="sm" c="dimmed" mt={6}>
          {labelFileName(answer)}
        </Text>
      </Group>
      {kind === 'html' ? <HtmlLabel html={answer.label} /> : null}
      {kind === 'pdf' ? <PdfLabel base64={answer.label} /> : null}
      {kind === 'zpl' ? <ZplLabel zpl={answer.label} settings={settings} /> : null}
    </Stack>
  );
}

export function LabelResult({ settings }: { settings: LabelSettings | null }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Label">
      {settings ? (
        <Result settings={settings} />
      ) : (
        <Box py="xl">
          <Text c="dimmed" ta="center">
            Choose a carrier kind and a carrier, then press Create. The label shows here, and the
            page's address opens it again.
          </Text>
        </Box>
      )}
    </Paper>
  );
}
