import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { DriverPrintButton } from '@/components/driver-print-button';
import { AppModal } from '@/components/modal/app-modal';
import { downloadBlob } from '@/lib/files';
import { type LabelEntity, requestPrintJobHash } from '../api/bulk-labels-calls';
import { filesOf, summaryOf } from '../bulk-output';
import { printJobLink } from '../print-job';
import type { MergeResult } from '../label-types';
import type { BulkProgress } from '../run-bulk-labels';
import type { BulkRun } from '../use-bulk-labels';

// The dialog of a bulk print or download: progress (labels fetched, labels merged) with Cancel,
// then what was made (one PDF, one ZPL job, or both) and every label that is in neither.

const TITLES = { print: 'Print labels', download: 'Download labels' } as const;

function Running({ progress, onCancel }: { progress: BulkProgress; onCancel: () => void }) {
  const { total, fetched, merged } = progress;
  const percent = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Fetched {fetched} of {total}
      </Text>
      <Progress value={percent(fetched)} aria-label="Labels fetched" animated />
      <Text size="sm">
        Merged {merged} of {total}
      </Text>
      <Progress value={percent(merged)} aria-label="Labels merged" />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function ZplPrint({ entity, ids }: { entity: LabelEntity; ids: readonly number[] }) {
  const linkOf = async (sessionId: string) => {
    const { printHash } = await requestPrintJobHash(entity, ids);
    return printJobLink({ origin: window.location.origin, entity, ids, sessionId, printHash });
  };
  return <DriverPrintButton linkOf={linkOf}>Print ZPL</DriverPrintButton>;
}

function Done({
  entity,
  mode,
  result,
  onClose,
}: {
  entity: LabelEntity;
  mode: 'print' | 'download';
  result: MergeResult;
  onClose: () => void;
}) {
  const files = useMemo(() => filesOf(entity, result), [entity, result]);
  const pdf = files.find((file) => file.kind === 'pdf');
  const pdfUrl = useMemo(() => (pdf ? URL.createObjectURL(pdf.blob) : null), [pdf]);
  useEffect(() => () => (pdfUrl ? URL.revokeObjectURL(pdfUrl) : undefined), [pdfUrl]);
  const zpl = files.find((file) => file.kind === 'zpl');
  return (
    <Stack gap="sm">
      {summaryOf(result).map((line) => (
        <Text key={line} size="sm" fw={500}>
          {line}
        </Text>
      ))}
      {result.problems.length > 0 ? (
        <Alert
          color="orange"
          title={`Not included: ${result.problems.length} label${result.problems.length === 1 ? '' : 's'}`}
        >
          <List size="sm" aria-label="Labels not included" mah={200} style={{ overflow: 'auto' }}>
            {result.problems.map((problem) => (
              <List.Item key={problem.id}>
                {problem.id} ({problem.name}): {problem.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group gap="xs">
        {mode === 'print' && pdfUrl ? (
          <Button
            component="a"
            href={pdfUrl}
            target="_blank"
            rel="noopener"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            Open PDF to print
          </Button>
        ) : null}
        {mode === 'print' && zpl ? <ZplPrint entity={entity} ids={result.zplIds} /> : null}
        {files.map((file) => (
          <Button
            key={file.kind}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadBlob(file.blob, file.name)}
          >
            Download {file.kind.toUpperCase()}
          </Button>
        ))}
        <Button variant="subtle" ml="auto" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

export function BulkLabelsDialog({
  entity,
  run,
  onClose,
}: {
  entity: LabelEntity;
  run: BulkRun;
  onClose: () => void;
}) {
  return (
    <AppModal
      opened={run.phase !== 'idle'}
      onClose={onClose}
      title={run.phase === 'idle' ? '' : TITLES[run.mode]}
      closeOnClickOutside={false}
      // Not the theme's 'Close': the result's own Close button has that name.
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      size="lg"
      compact
    >
      {run.phase === 'running' ? <Running progress={run.progress} onCancel={onClose} /> : null}
      {run.phase === 'done' ? (
        <Done entity={entity} mode={run.mode} result={run.result} onClose={onClose} />
      ) : null}
      {run.phase === 'failed' ? (
        <Stack gap="sm">
          <Alert color="red" title="The labels could not be merged" role="alert">
            {run.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
